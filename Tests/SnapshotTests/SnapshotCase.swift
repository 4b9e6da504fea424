import EaselSnapshotTesting
import Foundation
import Testing

/// The references: `snapshots/` at the package root, one folder per group of subjects.
let referencesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("snapshots", isDirectory: true)

/// One rendering of a subject: the size proposed, the scale and the traits.
///
/// Its name is the second part of the reference's file name, `SUBJECT.NAME.png`:
/// `390x844-1x-large-light` for a screen, `390w-1x-xxxLarge-dark` for a piece proposed a width only,
/// `ideal-2x-large-light` for a view at its ideal size; `-rtl` ends a right-to-left case. The frame dump
/// of a case does not depend on the colour scheme, so it leaves it out: `390x844-1x-large.txt`.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    var size: ProposedViewSize
    var scale: CGFloat
    var traits: SnapshotTraits

    /// Scale 1: at 1 pixel per point every glyph, edge and colour of the examples is still drawn, and the
    /// references stay small (a 768 × 1024 screen is under 100 kB).
    static let scale: CGFloat = 1

    /// The screens of the coverage matrix: a small phone, a current phone and a tablet, in points.
    static let screens = [CGSize(width: 320, height: 568), CGSize(width: 390, height: 844), CGSize(width: 768, height: 1024)]

    /// The Dynamic Type sizes of the coverage matrix: the default, the largest standard size, and a large
    /// accessibility size.
    static let dynamicTypeSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]

    /// Every screen × Dynamic Type size × colour scheme in `direction`; a piece of a screen (`fullScreen`
    /// false) is proposed the screen's width only and takes its own height.
    static func matrix(fullScreen: Bool, direction: LayoutDirection = .leftToRight) -> [SnapshotCase] {
        screens.flatMap { screen in
            dynamicTypeSizes.flatMap { size in
                ColorScheme.allCases.map { scheme in
                    SnapshotCase(size: ProposedViewSize(width: screen.width, height: fullScreen ? screen.height : nil), scale: scale,
                                 traits: SnapshotTraits(dynamicTypeSize: size, colorScheme: scheme, layoutDirection: direction))
                }
            }
        }
    }

    var name: String { "\(sizeName)-\(Int(scale))x-\(traits)" }

    var framesName: String {
        "\(sizeName)-\(Int(scale))x-\(traits.dynamicTypeSize)" + (traits.layoutDirection == .rightToLeft ? "-rtl" : "")
    }

    /// Frames do not depend on the colour scheme: one scheme's cases check them for both.
    var checksFrames: Bool { traits.colorScheme == .light }

    private var sizeName: String {
        switch (size.width, size.height) {
        case let (width?, height?): "\(Int(width))x\(Int(height))"
        case let (width?, nil): "\(Int(width))w"
        case let (nil, height?): "\(Int(height))h"
        case (nil, nil): "ideal"
        }
    }

    var testDescription: String { name }
}

/// Asserts `view`'s PNG, and its frames when asked and `snapshotCase` checks them, against
/// `snapshots/GROUP/SUBJECT.CASE.png` and `.txt`, exactly: renders are deterministic on one machine kind
/// with the pinned fonts (`Tests/fontconfig/fonts.conf`), so a single differing pixel fails.
func assertSnapshots<V: View>(of view: V, group: String, subject: String, _ snapshotCase: SnapshotCase, frames: Bool = true,
                              file: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = referencesFolder.appendingPathComponent(group, isDirectory: true)
    let png = Snapshotting<V, Data>.png(size: snapshotCase.size, scale: snapshotCase.scale, traits: snapshotCase.traits)
    let failures = [
        verifySnapshot(of: view, as: png, named: snapshotCase.name, in: folder, testName: subject, file: file),
        frames && snapshotCase.checksFrames
            ? verifySnapshot(of: view, as: .frames(size: snapshotCase.size, scale: snapshotCase.scale, traits: snapshotCase.traits),
                             named: snapshotCase.framesName, in: folder, testName: subject, file: file)
            : nil,
    ]
    for failure in failures.compactMap({ $0 }) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
