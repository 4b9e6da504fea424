import EaselRender
import Foundation

/// A greyscale picture: luminance per pixel, 0…255, row by row.
struct LuminanceImage: Sendable {
    let width: Int
    let height: Int
    var values: [Double]

    /// `image`'s luminance over `background` (its premultiplied pixels composited over that luminance; Rec. 601
    /// weights Y = 0.299 R + 0.587 G + 0.114 B), padded with `background` to `width × height` when those are
    /// larger: two pictures of different sizes are compared on the union of their canvases, top-left aligned.
    init(_ image: RasterImage, width: Int? = nil, height: Int? = nil, background: Double = 255) {
        let (width, height) = (max(width ?? image.width, image.width), max(height ?? image.height, image.height))
        var values = [Double](repeating: background, count: width * height)
        image.words.withUnsafeBufferPointer { words in
            values.withUnsafeMutableBufferPointer { values in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let word = words[y * image.width + x]
                        let alpha = Double(word >> 24) / 255
                        let luma = 0.299 * Double((word >> 16) & 0xFF) + 0.587 * Double((word >> 8) & 0xFF)
                            + 0.114 * Double(word & 0xFF)
                        values[y * width + x] = luma + background * (1 - alpha)
                    }
                }
            }
        }
        (self.width, self.height, self.values) = (width, height, values)
    }

    init(width: Int, height: Int, values: [Double]) { (self.width, self.height, self.values) = (width, height, values) }

    /// The pixels of a rectangle inside the image (x, y, width, height in pixels).
    func cropped(x: Int, y: Int, width: Int, height: Int) -> LuminanceImage {
        var values: [Double] = []
        values.reserveCapacity(width * height)
        for row in y..<(y + height) { values += self.values[(row * self.width + x)..<(row * self.width + x + width)] }
        return LuminanceImage(width: width, height: height, values: values)
    }
}

/// The structural similarity index (SSIM) of two greyscale pictures of one size, as Wang, Bovik, Sheikh and
/// Simoncelli define it (IEEE TIP 13(4), 2004) with their constants, over 8 × 8 windows.
///
/// For each window of luminance values x of the first picture and y of the second, n pixels, uniform weights:
///
///     μx = Σx / n,  μy = Σy / n,  σx² = Σx² / n − μx²,  σy² = Σy² / n − μy²,  σxy = Σxy / n − μx μy
///     SSIM = ((2 μx μy + C1)(2 σxy + C2)) / ((μx² + μy² + C1)(σx² + σy² + C2))
///     C1 = (0.01 · 255)²,  C2 = (0.03 · 255)²
///
/// Rules: the windows tile the picture without overlap, from the top-left; those of the last column and row
/// are cut to the picture (n < 64), so that any size, even smaller than a window, has a score; the
/// picture's SSIM is the mean of its windows' weighted by their pixel counts. Identical pictures score
/// exactly 1; the score falls towards 0 (it can go below) as structure, contrast or brightness differ.
/// Non-overlapping windows keep it one pass over the pixels, so that phone-sized pictures (1290 × 2796 at
/// 3x) score quickly in the debug build the tests run in.
enum SSIM {
    static let window = 8
    static let c1 = (0.01 * 255) * (0.01 * 255)
    static let c2 = (0.03 * 255) * (0.03 * 255)

    static func index(_ a: LuminanceImage, _ b: LuminanceImage) -> Double {
        precondition(a.width == b.width && a.height == b.height, "SSIM needs pictures of one size")
        let (width, height) = (a.width, a.height)
        guard width * height > 0 else { return 1 }
        if a.values == b.values { return 1 }
        var (total, pixels) = (0.0, 0.0)
        a.values.withUnsafeBufferPointer { xs in
            b.values.withUnsafeBufferPointer { ys in
                for top in stride(from: 0, to: height, by: window) {
                    for left in stride(from: 0, to: width, by: window) {
                        var (sx, sy, sxx, syy, sxy) = (0.0, 0.0, 0.0, 0.0, 0.0)
                        let (right, bottom) = (min(left + window, width), min(top + window, height))
                        for row in top..<bottom {
                            for column in left..<right {
                                let (x, y) = (xs[row * width + column], ys[row * width + column])
                                sx += x; sy += y; sxx += x * x; syy += y * y; sxy += x * y
                            }
                        }
                        let n = Double((right - left) * (bottom - top))
                        let (mx, my) = (sx / n, sy / n)
                        let (vx, vy, cxy) = (sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my)
                        let ssim = ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
                        total += ssim * n
                        pixels += n
                    }
                }
            }
        }
        return total / pixels
    }
}

/// The scores of one case: Easel's picture against the reference iOS recorded.
///
/// Rules:
/// 1. Both pictures are composited over the window background (white for a light case, black for a dark one)
///    and compared on the union of their canvases, top-left aligned, the missing part of the smaller one
///    filled with that background.
/// 2. `ssim` is `SSIM.index` over the whole union; `contentSSIM` over the bounding box of content: the pixels
///    of either picture whose luminance differs by more than 8 (of 255) from the reference's top-left pixel
///    (the picture's own background: a test may paint one, green in Ferrostar's). With no content in either
///    picture it is 1.
/// 3. `meanDifference` is the mean absolute luminance difference over the union, in 0…255.
/// 4. A case Easel cannot render (`failed`) scores 0 on every count, so that it stays in the table and any
///    render at all is an improvement.
struct FidelityScore: Sendable {
    var referenceSize: (width: Int, height: Int)
    var easelSize: (width: Int, height: Int)
    var ssim: Double
    var contentSSIM: Double
    var meanDifference: Double
    /// The bounding box of content, in pixels (x, y, width, height); nil when neither picture has content.
    var contentBox: (x: Int, y: Int, width: Int, height: Int)?

    /// The score of a case whose render threw (rule 4).
    static func failed(referenceSize: (width: Int, height: Int)) -> FidelityScore {
        FidelityScore(referenceSize: referenceSize, easelSize: (0, 0), ssim: 0, contentSSIM: 0, meanDifference: 255, contentBox: nil)
    }

    private init(referenceSize: (width: Int, height: Int), easelSize: (width: Int, height: Int), ssim: Double,
                 contentSSIM: Double, meanDifference: Double, contentBox: (x: Int, y: Int, width: Int, height: Int)?) {
        (self.referenceSize, self.easelSize, self.ssim) = (referenceSize, easelSize, ssim)
        (self.contentSSIM, self.meanDifference, self.contentBox) = (contentSSIM, meanDifference, contentBox)
    }

    var sizesMatch: Bool { referenceSize == easelSize }

    init(reference: RasterImage, easel: RasterImage, background: Double = 255) {
        let (width, height) = (max(reference.width, easel.width), max(reference.height, easel.height))
        let a = LuminanceImage(reference, width: width, height: height, background: background)
        let b = LuminanceImage(easel, width: width, height: height, background: background)
        referenceSize = (reference.width, reference.height)
        easelSize = (easel.width, easel.height)
        ssim = SSIM.index(a, b)
        let corner = a.values.first ?? background
        var difference = 0.0
        var (minX, minY, maxX, maxY) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width {
                let (p, q) = (a.values[y * width + x], b.values[y * width + x])
                difference += abs(p - q)
                if abs(p - corner) > 8 || abs(q - corner) > 8 {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        meanDifference = width * height > 0 ? difference / Double(width * height) : 0
        if maxX >= minX, maxY >= minY {
            let (w, h) = (maxX - minX + 1, maxY - minY + 1)
            contentBox = (minX, minY, w, h)
            contentSSIM = SSIM.index(a.cropped(x: minX, y: minY, width: w, height: h),
                                     b.cropped(x: minX, y: minY, width: w, height: h))
        } else {
            contentBox = nil
            contentSSIM = 1
        }
    }
}
