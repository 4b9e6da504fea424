import Foundation

/// The running app, as UIKit's `UIApplication`, for the few uses view and app files make of it:
/// `UIApplication.openSettingsURLString`, `UIApplication.shared.open(url)`. A render runs no app:
/// `open(_:)` opens nothing.
public final class UIApplication: Sendable {
    /// Keys of the launch options an app delegate receives.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings (UIKit's value).
    public static let openSettingsURLString = "app-settings:"

    /// Accepted; nothing is opened, and `completion` is called with false.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: (@Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether a URL can be opened: false, since a render opens none.
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// An app delegate (UIKit's `UIApplicationDelegate`; its methods are optional, as in UIKit).
public protocol UIApplicationDelegate: AnyObject {}

/// An app delegate of an app written with SwiftUI's `App` (`@UIApplicationDelegateAdaptor(AppDelegate.self)
/// var appDelegate`). Accepted: Easel runs no app, so it makes no delegate, and reading `wrappedValue`
/// stops the program with a message (on iOS, UIKit makes the delegate when the app launches).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        fatalError("UIApplicationDelegateAdaptor: Easel runs no app, so it makes no \(DelegateType.self)")
    }
}
