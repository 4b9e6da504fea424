import Foundation

/// The region of the picture outside the device's safe area insets (the status bar, the home
/// indicator). Easel's pictures have none unless asked for (an Easel addition: see `EaselSafeArea`).
struct SafeAreaRegion: Hashable {
    /// The whole picture, and the insets of its safe area from the picture's edges.
    var bounds: CGRect
    var insets: EdgeInsets

    /// The part of the picture inside the insets.
    var safeRect: CGRect {
        CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
               width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
    }
}

struct SafeAreaRegionKey: EnvironmentKey {
    static var defaultValue: SafeAreaRegion? { nil }
}

extension EnvironmentValues {
    var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }

    /// How far the safe area's insets reach into `frame` from each of its edges (zero without a safe area).
    func safeAreaInsets(covering frame: CGRect) -> EdgeInsets {
        guard let safe = safeAreaRegion?.safeRect else { return EdgeInsets() }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), limit) }
        return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), leading: clamp(safe.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - safe.maxY, frame.height), trailing: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
