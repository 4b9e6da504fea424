import EaselSnapshotTesting
import Gallery
import Testing

/// Every gallery screen at every screen size, Dynamic Type size and colour scheme: `snapshots/Gallery/`.
@Suite struct GallerySnapshotTests {
    @Test(arguments: GalleryScreen.allCases, SnapshotCase.matrix(fullScreen: true))
    func screen(_ screen: GalleryScreen, _ snapshotCase: SnapshotCase) {
        assertSnapshots(of: screen.view, group: "Gallery", subject: screen.rawValue, snapshotCase)
    }
}
