import Easel
import Foundation
import PetPoll

/// I1 image encoding: the pet poll at 390 × 844 points, 3×, as JPEG (quality 90), lossy WebP (quality 90)
/// and lossless WebP (quality 100) against PNG (the default compression): `ImageRenderer.data(format:)`
/// timed in CPU time of the thread, ours and PNG alternating (`Comparison`), and the files' sizes. The
/// render is the same in each, so the ratio is of render plus encode. Target: none (information).
enum I1ImageEncoding {
    static func rows(_ context: BenchContext) throws -> [Row] {
        let renderer = ImageRenderer(content: PollScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.scale = 3
        func encode(_ format: RenderFormat, quality: Int = 90) throws -> (seconds: Double, bytes: Int) {
            renderer.quality = quality
            var bytes = 0
            let seconds = try Clock.cpuSeconds { bytes = try renderer.data(format: format).count }
            return (seconds, bytes)
        }
        let png = try encode(.png).bytes
        var rows: [Row] = []
        for (name, format, quality) in [("JPEG", RenderFormat.jpeg, 90), ("WebP lossy", .webp, 90), ("WebP lossless", .webp, 100)] {
            context.log("I1 \(name)")
            var size = 0
            let comparison = try Comparison(rounds: context.options.rounds, ours: {
                let result = try encode(format, quality: quality)
                size = result.bytes
                return result.seconds
            }, peer: { try encode(.png).seconds })
            rows.append(Row("I1 \(name)", timed: "poll @3× view → \(name) bytes (quality \(quality))", comparedWith: "the same → PNG",
                            ratio: comparison.ratio, target: .none,
                            detail: "\(formatSeconds(comparison.ours.median)) against \(formatSeconds(comparison.peer.median)); "
                                + "\(size / 1024) KB against \(png / 1024) KB (\(String(format: "%.2f", Double(size) / Double(png))) × PNG's size)"))
        }
        return rows
    }
}
