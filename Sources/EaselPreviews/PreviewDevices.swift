import Easel

/// The screens of the devices previews are drawn on: size in points, scale, and the safe area of the
/// portrait and landscape interfaces, as UIKit reports them in Apple's simulator (`UIScreen.bounds`,
/// `UIScreen.scale`, a full-screen view's `safeAreaInsets`; Apple publishes no table of the insets).
public struct PreviewDeviceMetrics: Sendable, Equatable {
    /// The name Xcode's device list uses.
    public let name: String
    /// The portrait screen in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe area in portrait: the status bar (or sensor housing) above, the home indicator below.
    public let portraitSafeArea: EdgeInsets
    /// The safe area in landscape, the sensor housing on the leading side (`landscapeLeft`).
    public let landscapeSafeArea: EdgeInsets

    /// The device a preview is drawn on when neither it nor the command names one: iPhone 15.
    public static let defaultDevice = iPhone15

    public static let iPhone15 = phone("iPhone 15", width: 393, height: 852, sensorHousing: 59)

    /// The devices `previewDevice` and `--device` name, by Xcode's names.
    public static let all: [PreviewDeviceMetrics] = [
        PreviewDeviceMetrics(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), scale: 2,
                             portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                             landscapeSafeArea: EdgeInsets()),
        phone("iPhone 14", width: 390, height: 844, sensorHousing: 47),
        iPhone15,
        phone("iPhone 15 Pro", width: 393, height: 852, sensorHousing: 59),
        phone("iPhone 15 Plus", width: 430, height: 932, sensorHousing: 59),
        phone("iPhone 15 Pro Max", width: 430, height: 932, sensorHousing: 59),
        phone("iPhone 16", width: 393, height: 852, sensorHousing: 59),
        phone("iPhone 16 Pro", width: 402, height: 874, sensorHousing: 62),
        phone("iPhone 16 Pro Max", width: 440, height: 956, sensorHousing: 62),
        tablet("iPad (10th generation)", width: 820, height: 1180),
        tablet("iPad Pro 11-inch (M4)", width: 834, height: 1210),
    ]

    /// An iPhone with a home indicator at 3×: in portrait the sensor housing's inset above and 34 below;
    /// in landscape the housing's inset on both sides and 21 below.
    static func phone(_ name: String, width: CGFloat, height: CGFloat, sensorHousing inset: CGFloat) -> PreviewDeviceMetrics {
        PreviewDeviceMetrics(name: name, size: CGSize(width: width, height: height), scale: 3,
                             portraitSafeArea: EdgeInsets(top: inset, leading: 0, bottom: 34, trailing: 0),
                             landscapeSafeArea: EdgeInsets(top: 0, leading: inset, bottom: 21, trailing: inset))
    }

    /// An iPad at 2×: the status bar's 24 above and the home indicator's 20 below, in both orientations.
    static func tablet(_ name: String, width: CGFloat, height: CGFloat) -> PreviewDeviceMetrics {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return PreviewDeviceMetrics(name: name, size: CGSize(width: width, height: height), scale: 2,
                                    portraitSafeArea: insets, landscapeSafeArea: insets)
    }

    /// The device of this name: Xcode's name, compared ignoring case, spaces and punctuation, so that
    /// `iPhone15`, `iphone-15` and `"iPhone 15"` are one device.
    public static func named(_ name: String) -> PreviewDeviceMetrics? {
        let key = folded(name)
        return all.first { folded($0.name) == key }
    }

    static func folded(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// The screen in `orientation`, in points.
    public func screen(_ orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The safe area in `orientation`: landscape right mirrors landscape left; upside down, the portrait
    /// insets top for bottom (iPhones with a home indicator do not turn upside down; the canvas still draws it).
    public func safeArea(_ orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation {
        case .landscapeLeft: landscapeSafeArea
        case .landscapeRight: EdgeInsets(top: landscapeSafeArea.top, leading: landscapeSafeArea.trailing,
                                         bottom: landscapeSafeArea.bottom, trailing: landscapeSafeArea.leading)
        case .portraitUpsideDown: EdgeInsets(top: portraitSafeArea.bottom, leading: portraitSafeArea.trailing,
                                             bottom: portraitSafeArea.top, trailing: portraitSafeArea.leading)
        default: portraitSafeArea
        }
    }
}
