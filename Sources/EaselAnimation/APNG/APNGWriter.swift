import Foundation

/// Writes an animated PNG (APNG) that loops forever, frame by frame, into a `StreamingFile`.
///
/// The file, as the APNG specification lays it out:
/// 1. the PNG signature and the first frame's IHDR (every frame must have the same size and, after
///    `PNGImageData`, colour type);
/// 2. `acTL`: the number of frames and 0 plays (loop forever);
/// 3. per frame an `fcTL`: its sequence number, the full canvas at (0, 0), its delay as a fraction
///    of a second, dispose op NONE and blend op SOURCE (each frame replaces the canvas, alpha included);
/// 4. the first frame's image data as `IDAT` chunks (so viewers without APNG support show the first
///    state), every later frame's as `fdAT` chunks: a sequence number followed by the IDAT data;
/// 5. `IEND`. Sequence numbers count fcTL and fdAT chunks together from 0. Every chunk has its CRC.
final class APNGWriter {
    private let file: StreamingFile
    private let frameCount: Int
    private var header: PNGHeader?
    private var sequence: UInt32 = 0
    private var written = 0

    init(file: StreamingFile, frameCount: Int) {
        (self.file, self.frameCount) = (file, frameCount)
    }

    /// Appends a frame shown for `numerator / denominator` seconds.
    func append(_ image: PNGImageData, delayNumerator: UInt16, delayDenominator: UInt16) throws {
        if let header {
            guard image.header == header else { throw AnimationError.encodingFailed("APNG frames differ in size or format") }
        } else {
            header = image.header
            try file.write(Data(PNGChunks.signature))
            try file.write(PNGChunks.encode(type: "IHDR", data: image.header.data))
            try file.write(PNGChunks.encode(type: "acTL", data: Data(PNGChunks.bigEndianBytes(UInt32(frameCount)) + PNGChunks.bigEndianBytes(UInt32(0)))))
        }
        var control = PNGChunks.bigEndianBytes(sequence) + PNGChunks.bigEndianBytes(image.header.width)
        control += PNGChunks.bigEndianBytes(image.header.height) + PNGChunks.bigEndianBytes(UInt32(0)) + PNGChunks.bigEndianBytes(UInt32(0))
        control += PNGChunks.bigEndianBytes(delayNumerator) + PNGChunks.bigEndianBytes(delayDenominator) + [0, 0]
        try file.write(PNGChunks.encode(type: "fcTL", data: Data(control)))
        sequence += 1
        for chunk in image.chunks {
            if written == 0 {
                try file.write(PNGChunks.encode(type: "IDAT", data: chunk))
            } else {
                var data = Data(PNGChunks.bigEndianBytes(sequence))
                data.append(chunk)
                try file.write(PNGChunks.encode(type: "fdAT", data: data))
                sequence += 1
            }
        }
        written += 1
    }

    /// Writes `IEND`; the frame count must be the one announced.
    func finish() throws {
        guard written == frameCount, written > 0 else {
            throw AnimationError.encodingFailed("APNG announced \(frameCount) frames and got \(written)")
        }
        try file.write(PNGChunks.encode(type: "IEND", data: Data()))
    }
}
