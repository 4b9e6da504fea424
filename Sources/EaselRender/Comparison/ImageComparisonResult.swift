import Foundation

extension ImageComparison {
    /// What a comparison found: whether the images match, how many pixels differ, the worst difference
    /// and where it is. `description` is the message to show; `diffImage()` and `panelImage()` show where.
    public struct Result: Sendable, CustomStringConvertible {
        /// The decoded images.
        public let expected: RasterImage, actual: RasterImage
        /// The options the images were judged by.
        public let options: Options
        /// The pixels compared: those of the union of both canvases.
        public let pixelCount: Int
        /// The pixels that do not match under `options`.
        public let differingPixelCount: Int
        /// The pixel furthest from its expected value, or nil when every pixel is identical.
        public let worst: PixelDifference?
        /// The PNG bytes compared, when the comparison was given bytes.
        let pngs: (expected: Data, actual: Data)?

        /// Whether both images have the same width and height.
        public var sizesMatch: Bool { expected.width == actual.width && expected.height == actual.height }

        /// How many pixels may differ with the images still matching.
        public var allowedDifferingPixelCount: Int { options.allowedDifferingPixels(of: pixelCount) }

        /// Whether the images match: the same size, and few enough differing pixels.
        public var matches: Bool { sizesMatch && differingPixelCount <= allowedDifferingPixelCount }

        /// The expected image as PNG bytes: those compared, or the decoded image encoded again.
        public func expectedPNG() throws -> Data { try pngs?.expected ?? expected.pngData() }

        /// The actual image as PNG bytes: those compared, or the decoded image encoded again.
        public func actualPNG() throws -> Data { try pngs?.actual ?? actual.pngData() }

        /// One paragraph: the verdict, the sizes when they differ, the count of differing pixels against
        /// the count allowed, the options, and the worst difference with its position and colours.
        public var description: String {
            var sentences: [String] = []
            if !sizesMatch {
                sentences.append("The sizes differ: expected \(expected.width) × \(expected.height) pixels, actual "
                    + "\(actual.width) × \(actual.height); compared on \(max(expected.width, actual.width)) × "
                    + "\(max(expected.height, actual.height)) with missing pixels transparent.")
            }
            let share = String(format: "%.3g", 100 * Double(differingPixelCount) / Double(max(pixelCount, 1)))
            let verdict = matches ? "The images match" : "The images differ"
            if worst == nil {
                sentences.insert("\(verdict): every pixel is identical (\(expected.width) × \(expected.height)).", at: 0)
            } else {
                sentences.insert("\(verdict): \(differingPixelCount) of \(pixelCount) pixels (\(share)%) differ, "
                    + "\(allowedDifferingPixelCount) may (\(options)).", at: 0)
            }
            if let worst { sentences.append("Worst difference: \(worst).") }
            return sentences.joined(separator: " ")
        }
    }

    /// One pixel that differs between the images.
    public struct PixelDifference: Hashable, Sendable, CustomStringConvertible {
        /// The pixel's column from the left and row from the top.
        public let x: Int, y: Int
        /// The pixel in each image (transparent black outside a smaller image).
        public let expected: RasterImage.Pixel, actual: RasterImage.Pixel
        /// The largest difference in any premultiplied channel, 0…255.
        public let channelDifference: Int
        /// The colour distance (CIE94 ΔE; about 2 is the smallest an eye notices).
        public let deltaE: Double

        public var description: String {
            "at x \(x), y \(y) (from the top-left), expected \(expected), actual \(actual): "
                + "channel difference \(channelDifference) of 255, ΔE \(String(format: "%.1f", deltaE))"
        }
    }
}
