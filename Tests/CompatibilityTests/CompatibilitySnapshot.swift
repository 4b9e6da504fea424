import EaselSnapshotTesting
import Foundation
import Testing

/// The references of the compatibility suite: `snapshots/Compatibility/`.
let compatibilityReferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("snapshots/Compatibility", isDirectory: true)

/// Asserts that `view`, written as SwiftUI code is written, renders as its reference
/// `snapshots/Compatibility/TEST.NAME.png` (TEST: the test function's name without its arguments): proposed `width` (and `height`, when given) at scale 1 in
/// `colorScheme`, compared pixel for pixel with a tolerance of 2 in any channel (Pango's and Cairo's
/// rounding across versions of the same libraries).
func assertCompatible<V: View>(_ view: V, named name: String, width: CGFloat = 390, height: CGFloat? = nil,
                               colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                               safeAreaInsets: EdgeInsets = EdgeInsets(), testName: String = #function, fileID: StaticString = #fileID,
                               file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let traits = SnapshotTraits(dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, safeAreaInsets: safeAreaInsets)
    assertSnapshot(of: view, as: .png(size: ProposedViewSize(width: width, height: height), scale: 1, tolerance: 2, traits: traits),
                   named: name, in: compatibilityReferences, testName: String(testName.prefix { $0 != "(" }),
                   fileID: fileID, file: filePath, line: line, column: column)
}
