import EaselRender
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG images compared pixel by pixel with `ImageComparison` under `options`.
    ///
    /// When the images do not match (or one cannot be decoded), the failure message is the
    /// comparison's: how many pixels differ and how many may, and the worst difference with its position
    /// and both colours. The expected image, the actual image and a three-panel picture (expected |
    /// actual | difference) are written to the artifacts folder (`SnapshotArtifacts`), and the message
    /// ends with their paths.
    public static func png(options: ImageComparison.Options = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            let result: ImageComparison.Result
            do {
                result = try ImageComparison.compare(expected: expected, actual: actual, options: options)
            } catch {
                return ("\(error)", [])
            }
            guard !result.matches else { return nil }
            do {
                let artifacts = try SnapshotArtifacts.write(result)
                return ("""
                    \(result)
                    Artifacts in \(artifacts.diff.deletingLastPathComponent().path):
                      expected: \(artifacts.expected.lastPathComponent)
                      actual: \(artifacts.actual.lastPathComponent)
                      expected | actual | difference: \(artifacts.diff.lastPathComponent)
                    """, [])
            } catch {
                return ("\(result)\nThe artifacts could not be written: \(error)", [])
            }
        }
    }
}
