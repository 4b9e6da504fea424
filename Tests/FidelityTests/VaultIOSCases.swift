import SwiftUI

// Vault, a two-factor code vault for iOS by Bad Bundle Limited.
// https://github.com/bradleymackey/vault-ios, BSD 3-Clause licence (References/vault-ios/LICENSE),
// commit 0c43829f5bb7ec32088213a9e78f200ab63e5396.
// The view below is Vault/Sources/VaultiOS/Views/Backup/BackupImportCodeStateVisualizerView.swift, unchanged
// but for its `#Preview`, left out (previews of this target would join the program's preview registry).
// Its test is Vault/Tests/VaultiOSTests/BackupImportCodeStateVisualizerViewSnapshotTests.swift:
// `assertSnapshot(of: sut, as: .image)`, that is `.image(layout: .sizeThatFits)` with default traits, on an
// iPhone 17 Pro simulator with iOS 26.5 (Vault/README.md), at 3x.

struct BackupImportCodeStateVisualizerView: View {
    var totalCount: Int
    var selectedIndexes: Set<Int>

    var body: some View {
        LazyVGrid(columns: [.init(.adaptive(minimum: 30, maximum: 40))], spacing: 8) {
            ForEach(0 ..< totalCount, id: \.self) { index in
                Image(systemName: "qrcode")
                    .font(.system(size: 28))
                    .foregroundStyle(.primary.opacity(selectedIndexes.contains(index) ? 0.05 : 1))
                    .overlay(content: {
                        Image(systemName: "checkmark.circle.fill")
                            .font(.system(size: 24).bold())
                            .foregroundStyle(.green)
                            .opacity(selectedIndexes.contains(index) ? 1 : 0)
                    })
            }
        }
    }
}

// The view below is Vault/Sources/VaultiOS/Views/TimerBar/HorizontalTimerProgressBarView.swift, unchanged but for
// its `#Preview`, left out. Its test is Vault/Tests/VaultiOSTests/HorizontalTimerProgressBarViewSnapshotTests.swift:
// `assertSnapshot(of: view, as: .image)` of the bar in `.frame(width: 150, height: 20)`, redacted in two cases.

struct HorizontalTimerProgressBarView: View {
    var fractionCompleted: Double
    var color: Color
    var backgroundColor: Color = .init(UIColor.systemGray6)

    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(backgroundColor)
                Rectangle()
                    .fill(color)
                    .frame(
                        width: isPlaceholder ? 0 : fractionCompleted * proxy.size.width,
                        alignment: .leading,
                    )
            }
        }
    }

    private var isPlaceholder: Bool {
        redactionReasons.contains(.placeholder)
    }
}

/// Vault's cases: the test's five states of the backup import grid, each `.frame(width: 300)`, and the six
/// tests of the timer's progress bar.
enum VaultIOSCases {
    static let project = FidelityProject(
        folder: "vault-ios", repository: "bradleymackey/vault-ios", licence: "BSD-3-Clause",
        commit: "0c43829f5bb7ec32088213a9e78f200ab63e5396", simulator: "iPhone 17 Pro, iOS 26.5")

    @MainActor static var all: [FidelityCase] {
        [
        visualizer("single_notScanned", totalCount: 1, selectedIndexes: []),
        visualizer("single_scanned", totalCount: 1, selectedIndexes: [0]),
        visualizer("multiple_notScanned", totalCount: 30, selectedIndexes: []),
        visualizer("multiple_partiallyScanned", totalCount: 30, selectedIndexes: [0, 7, 12, 13]),
        visualizer("multiple_allScanned", totalCount: 30, selectedIndexes: Set(0 ..< 30)),
        timerBar("layout_empty") { HorizontalTimerProgressBarView(fractionCompleted: 0, color: .blue).frame(width: 150, height: 20) },
        timerBar("layout_halfFull") { HorizontalTimerProgressBarView(fractionCompleted: 0.5, color: .blue).frame(width: 150, height: 20) },
        timerBar("layout_full") { HorizontalTimerProgressBarView(fractionCompleted: 1, color: .blue).frame(width: 150, height: 20) },
        timerBar("layout_setsBackgroundColor") {
            HorizontalTimerProgressBarView(fractionCompleted: 0.5, color: .blue, backgroundColor: .red).frame(width: 150, height: 20)
        },
        timerBar("redactedPlaceholder_showsEmptyProgressBar") {
            HorizontalTimerProgressBarView(fractionCompleted: 0.5, color: .blue, backgroundColor: .gray)
                .redacted(reason: .placeholder)
                .frame(width: 150, height: 20)
        },
        timerBar("redactedPrivacy_showsProgressStill") {
            HorizontalTimerProgressBarView(fractionCompleted: 0.5, color: .blue)
                .redacted(reason: .privacy)
                .frame(width: 150, height: 20)
        },
        ]
    }

    private static func timerBar(_ name: String, _ view: @escaping () -> some View) -> FidelityCase {
        FidelityCase(project: project, name: "HorizontalTimerProgressBar_\(name)",
                     file: "Vault/Tests/VaultiOSTests/HorizontalTimerProgressBarViewSnapshotTests.swift",
                     reference: "HorizontalTimerProgressBarViewSnapshotTests_\(name).1.png",
                     layout: .sizeThatFits, scale: 3) { AnyView(view()) }
    }

    private static func visualizer(_ name: String, totalCount: Int, selectedIndexes: Set<Int>) -> FidelityCase {
        FidelityCase(project: project, name: "BackupImportCodeStateVisualizer_\(name)",
                     file: "Vault/Tests/VaultiOSTests/BackupImportCodeStateVisualizerViewSnapshotTests.swift",
                     reference: "BackupImportCodeStateVisualizerViewSnapshotTests_\(name).1.png",
                     layout: .sizeThatFits, scale: 3) {
            AnyView(BackupImportCodeStateVisualizerView(totalCount: totalCount, selectedIndexes: selectedIndexes)
                .frame(width: 300))
        }
    }
}
