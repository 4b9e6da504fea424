import Foundation

/// The iOS release whose system metrics Easel draws with: an Easel addition (SwiftUI has no such value),
/// set with `.environment(\.easelIOSVersion, .iOS26)` or on a renderer's `environment`.
///
/// Easel targets iOS 17 by default: its list, control and colour metrics are iOS 17's, which iOS 18 draws
/// alike (the fidelity suite's iOS 18.6 references, docs/fidelity.md). `.iOS26` changes what has been
/// measured to differ on iOS 26 references:
/// - `Color.blue` is 0, 136, 255 in light mode (iOS 17: 0, 122, 255), `Color.red` 255, 56, 60 (iOS 17:
///   255, 59, 48), measured on vault-ios's iOS 26.5 references. Apple's Human Interface Guidelines
///   ("Color", change log of June 9, 2025) say the system colour values were updated; the values are in its
///   pictures, not its text, so only the measured ones change, and the dark ones stay iOS 17's.
/// Green, yellow, gray and `systemGray6` measure the same on both.
public enum EaselIOSVersion: Int, Comparable, Sendable, CaseIterable {
    /// iOS 17 and 18: Easel's default.
    case iOS17 = 17
    /// iOS 26.
    case iOS26 = 26

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

private struct EaselIOSVersionKey: EnvironmentKey {
    static var defaultValue: EaselIOSVersion { .iOS17 }
}

extension EnvironmentValues {
    /// The iOS release whose metrics Easel draws with (`EaselIOSVersion`); `.iOS17` unless set.
    public var easelIOSVersion: EaselIOSVersion {
        get { self[EaselIOSVersionKey.self] }
        set { self[EaselIOSVersionKey.self] = newValue }
    }
}
