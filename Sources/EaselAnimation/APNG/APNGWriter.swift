import EaselRender
import Foundation

/// Writes an animated PNG (APNG) that loops forever, frame by frame, into a `StreamingFile`.
///
/// The file, as the APNG specification lays it out:
/// 1. the PNG signature and the first frame's IHDR (every frame must have the same size and colour
///    type: `DisplayList.pngFrame` writes RGBA rows for every frame);
/// 2. `acTL`: the number of frames and 0 plays (loop forever);
/// 3. per frame an `fcTL`: its sequence number, the full canvas at (0, 0), its delay as a fraction
///    of a second, dispose op NONE and blend op SOURCE (each frame replaces the canvas, alpha included);
/// 4. the first frame's image data as an `IDAT` chunk (so viewers without APNG support show the first
///    state), every later frame's as an `fdAT` chunk: a sequence number followed by the image data;
/// 5. `IEND`. Sequence numbers count fcTL and fdAT chunks together from 0. Every chunk has its CRC.
final class APNGWriter {
    private let file: StreamingFile
    private let frameCount: Int
    private var header: Data?
    private var sequence: UInt32 = 0
    private var written = 0

    init(file: StreamingFile, frameCount: Int) {
        (self.file, self.frameCount) = (file, frameCount)
    }

    /// Appends a frame shown for `numerator / denominator` seconds.
    func append(_ image: PNGImageData, delayNumerator: UInt16, delayDenominator: UInt16) throws {
        // One palette cannot be promised to serve every frame, so frames are never indexed.
        if case .indexed = image.colourType { throw AnimationError.encodingFailed("APNG frames must be RGB or RGBA, not indexed") }
        var bytes = Data()
        if let header {
            guard image.header == header else { throw AnimationError.encodingFailed("APNG frames differ in size or format") }
        } else {
            header = image.header
            bytes.append(contentsOf: PNGImageData.signature)
            bytes.appendChunk("IHDR", image.header)
            var control = Data()
            control.appendBigEndian(UInt32(frameCount))
            control.appendBigEndian(0)
            bytes.appendChunk("acTL", control)
        }
        var control = Data()
        for value in [sequence, image.width, image.height, 0, 0] { control.appendBigEndian(value) }
        control.append(contentsOf: [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF),
                                    UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF), 0, 0])
        bytes.appendChunk("fcTL", control)
        sequence += 1
        if written == 0 {
            image.zlib.withUnsafeBytes { bytes.appendChunk("IDAT", $0) }
        } else {
            var data = Data(capacity: image.zlib.count + 4)
            data.appendBigEndian(sequence)
            data.append(contentsOf: image.zlib)
            bytes.appendChunk("fdAT", data)
            sequence += 1
        }
        try file.write(bytes)
        written += 1
    }

    /// Writes `IEND`; the frame count must be the one announced.
    func finish() throws {
        guard written == frameCount, written > 0 else {
            throw AnimationError.encodingFailed("APNG announced \(frameCount) frames and got \(written)")
        }
        var end = Data()
        end.appendChunk("IEND", Data())
        try file.write(end)
    }
}
