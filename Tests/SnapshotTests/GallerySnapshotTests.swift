import EaselSnapshotTesting
import Gallery
import Testing

/// Every gallery screen at every screen size, Dynamic Type size and colour scheme: `snapshots/Gallery/`.
/// The charts screen takes a smaller matrix (its marks are checked by snapshots/Charts): the current
/// phone at the default and an accessibility Dynamic Type size, light and dark.
@Suite struct GallerySnapshotTests {
    @MainActor @Test(arguments: GalleryScreen.allCases.filter { $0 != .charts }, SnapshotCase.matrix(fullScreen: true))
    func screen(_ screen: GalleryScreen, _ snapshotCase: SnapshotCase) {
        assertSnapshots(of: screen.view, group: "Gallery", subject: screen.rawValue, snapshotCase)
    }

    static let chartCases = SnapshotCase.matrix(fullScreen: true).filter {
        $0.size.width == 390 && [.large, .accessibility3].contains($0.traits.dynamicTypeSize)
    }

    @MainActor @Test(arguments: chartCases)
    func charts(_ snapshotCase: SnapshotCase) {
        assertSnapshots(of: GalleryScreen.charts.view, group: "Gallery", subject: GalleryScreen.charts.rawValue, snapshotCase)
    }
}
