import EaselRender
import Foundation
import Testing

/// The fidelity suite: every case drawn by Easel beside the picture iOS recorded, scored, and held to its
/// recorded score.
///
/// Rules:
/// 1. Each case is rendered as its test recorded it (`FidelityLayout`) and scored (`FidelityScore`).
/// 2. A case fails when its SSIM falls below its score in `scores.json` minus 0.002; a case with no recorded
///    score fails too, until recorded. `FIDELITY_RECORD=1` writes every case's SSIM (rounded down to 4
///    places) to `scores.json` instead, so a better score is kept by recording it again.
/// 3. Each case's `reference | Easel | difference` panel is written to `FidelityPaths.output`, with the table
///    of scores (`table.md`), which is also printed. When the content box (`FidelityScore.contentBox`) is
///    under half the picture, the panel shows that box with a margin of 8 points, not the whole picture (a
///    430 × 932 phone frame around a small pill).
/// 4. A case Easel cannot render scores 0 (`FidelityScore.failed`) and its error is in the table; it fails
///    only against a recorded score above 0.
@Suite struct FidelitySuiteTests {
    static let tolerance = 0.002

    @MainActor @Test func casesMatchTheirRecordedScores() throws {
        let output = FidelityPaths.output
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let recording = ProcessInfo.processInfo.environment["FIDELITY_RECORD"] == "1"
        let recorded = try FidelityScores.read()
        var scores: [String: Double] = [:]
        var rows: [String] = []
        for testCase in FidelityCases.all {
            let reference = try RasterImage(png: Data(contentsOf: testCase.referenceURL))
            let score: FidelityScore
            do {
                score = try Self.score(testCase, reference: reference, writingPanelTo: output)
                rows.append(FidelityScores.row(testCase, score))
            } catch {
                score = .failed(referenceSize: (reference.width, reference.height))
                rows.append(FidelityScores.source(testCase) + "\(reference.width)×\(reference.height) vs none: \(error) | 0 | 0 | – |")
            }
            scores[testCase.description] = (score.ssim * 10_000).rounded(.down) / 10_000
            guard !recording else { continue }
            guard let floor = recorded[testCase.description] else {
                Issue.record("\(testCase): no recorded score (SSIM \(score.ssim)); record with FIDELITY_RECORD=1")
                continue
            }
            #expect(score.ssim >= floor - Self.tolerance,
                    "\(testCase): SSIM \(score.ssim) is below its recorded \(floor) − \(Self.tolerance)")
        }
        let table = FidelityScores.table(rows: rows, scores: scores)
        try table.write(to: output.appendingPathComponent("table.md"), atomically: true, encoding: .utf8)
        print(table)
        if recording { try FidelityScores.write(scores) }
    }

    /// `testCase` rendered and scored against `reference`; its panel written to `output/<project>/<name>.png`.
    static func score(_ testCase: FidelityCase, reference: RasterImage, writingPanelTo output: URL) throws -> FidelityScore {
        let easel = try RasterImage(png: testCase.render())
        let background: Double = testCase.colorScheme == .dark ? 0 : 255
        let score = FidelityScore(reference: reference, easel: easel, background: background)
        var (expected, actual) = (reference, easel)
        if let box = score.contentBox, box.width * box.height * 2 < reference.width * reference.height {
            let margin = Int(8 * testCase.scale)
            let (x, y) = (max(0, box.x - margin), max(0, box.y - margin))
            let width = min(max(reference.width, easel.width), box.x + box.width + margin) - x
            let height = min(max(reference.height, easel.height), box.y + box.height + margin) - y
            expected = RasterImage(width: width, height: height) { reference[x + $0, y + $1] }
            actual = RasterImage(width: width, height: height) { easel[x + $0, y + $1] }
        }
        let comparison = try ImageComparison.compare(expected: expected, actual: actual)
        let folder = output.appendingPathComponent(testCase.project.folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try comparison.panelImage().write(to: folder.appendingPathComponent("\(testCase.name).png"))
        return score
    }
}

/// `scores.json` (case → recorded SSIM, keys sorted) and the table of results.
enum FidelityScores {
    static func read() throws -> [String: Double] {
        guard let data = try? Data(contentsOf: FidelityPaths.scores) else { return [:] }
        return try JSONDecoder().decode([String: Double].self, from: data)
    }

    static func write(_ scores: [String: Double]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(scores) + Data("\n".utf8)).write(to: FidelityPaths.scores)
    }

    /// One row: the case, its project (with licence) and test file, its layout and scale, the two sizes, the
    /// three scores.
    static func row(_ testCase: FidelityCase, _ score: FidelityScore) -> String {
        let sizes = score.sizesMatch ? "\(score.referenceSize.width)×\(score.referenceSize.height) ✓"
            : "\(score.referenceSize.width)×\(score.referenceSize.height) vs \(score.easelSize.width)×\(score.easelSize.height)"
        return source(testCase) + "\(sizes) | "
            + String(format: "%.4f | %.4f | %.2f |", score.ssim, score.contentSSIM, score.meanDifference)
    }

    /// The first columns of a row: the case, its project and licence, its test file, its layout and scale.
    static func source(_ testCase: FidelityCase) -> String {
        let project = testCase.project
        let file = (testCase.file as NSString).lastPathComponent
        return "| \(testCase.name) | [\(project.repository)](\(project.url)) (\(project.licence)) | "
            + "[\(file)](\(project.url)/blob/\(project.commit)/\(testCase.file)) | \(testCase.layout) @\(Int(testCase.scale))x | "
    }

    /// The rows under their header, and the mean SSIM of every case (those Easel cannot render count as 0).
    static func table(rows: [String], scores: [String: Double]) -> String {
        let mean = scores.isEmpty ? 0 : scores.values.reduce(0, +) / Double(scores.count)
        return (["| case | project (licence) | test | layout | size (reference vs Easel, px) | SSIM | content SSIM | mean abs. diff. |",
                 "| --- | --- | --- | --- | --- | --- | --- | --- |"] + rows
                + ["", String(format: "%d cases, mean SSIM %.4f", scores.count, mean)]).joined(separator: "\n")
    }
}
