import CDeflate
import Foundation
import Testing
@testable import EaselRender
import EaselTestSupport

/// `input` compressed by `ScanlineDeflate` and inflated again by libdeflate: nil when libdeflate refuses
/// the stream or gives back other bytes.
private func roundTrip(_ input: [UInt8], rowLength: Int, bytesPerPixel: Int, effort: ScanlineDeflate.Effort) -> [UInt8]? {
    let compressed = input.withUnsafeBytes { ScanlineDeflate.zlib($0, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: effort) }
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var output = [UInt8](repeating: 0, count: input.count + 1)
    var actual = 0
    let result = compressed.withUnsafeBytes { source in
        output.withUnsafeMutableBytes { target in
            libdeflate_zlib_decompress(decompressor, source.baseAddress, source.count, target.baseAddress, target.count, &actual)
        }
    }
    guard result == LIBDEFLATE_SUCCESS, Array(output[0..<actual]) == input else { return nil }
    return compressed
}

/// The type of the first block of a zlib stream (0 stored, 1 fixed Huffman, 2 dynamic Huffman).
private func firstBlockType(_ zlib: [UInt8]) -> UInt8 { zlib[2] >> 1 & 3 }

/// Bytes of several kinds mixed: flat runs, copies from earlier (near and far), a few colours, noise.
private func mixedInput(count: Int, _ random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
        let length = min(count - bytes.count, Int.random(in: 1...600, using: &random))
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let value = UInt8.random(in: 0...255, using: &random)
            bytes += repeatElement(value, count: length)
        case 1 where !bytes.isEmpty:
            let distance = Int.random(in: 1...min(bytes.count, 40_000), using: &random)
            for _ in 0..<length { bytes.append(bytes[bytes.count - distance]) }
        case 2:
            for _ in 0..<length { bytes.append([0, 17, 200, 255].randomElement(using: &random)!) }
        default:
            for _ in 0..<length { bytes.append(UInt8.random(in: 0...255, using: &random)) }
        }
    }
    return bytes
}

@Suite struct ScanlineDeflateTests {
    static let efforts: [ScanlineDeflate.Effort] = [.default, .fast]

    /// Random bytes of every size from empty to larger than a block and a stored block's 65,535 bytes:
    /// libdeflate reads back the same bytes, and incompressible input costs little more than its size.
    @MainActor @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 100, 258, 1000, 65_535, 65_536, 70_000, 300_000])
    func randomBytesRoundTrip(count: Int) throws {
        var random = SplitMix64(seed: UInt64(count))
        let input = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
        for effort in Self.efforts {
            let compressed = try #require(roundTrip(input, rowLength: 301, bytesPerPixel: 3, effort: effort))
            #expect(compressed.count <= count + count / 1000 + 16)
        }
    }

    /// Runs of one byte (flat colour), of every length around a match's 258 and the window's 32 KiB.
    @MainActor @Test(arguments: [3, 4, 257, 258, 259, 516, 32_768, 32_769, 1_000_000])
    func runsRoundTrip(count: Int) throws {
        for effort in Self.efforts {
            let compressed = try #require(roundTrip([UInt8](repeating: 0xFF, count: count), rowLength: 3601, bytesPerPixel: 3, effort: effort))
            // A run is a literal, then 258-byte matches of about 2 bits each.
            #expect(compressed.count <= 20 + count / 500)
        }
    }

    /// Inputs of mixed kinds, sizes and row lengths (a property test in the manner of a fuzzer): every
    /// one reads back unchanged, with either effort, and the same input always gives the same bytes.
    @MainActor @Test func mixedInputsRoundTrip() throws {
        var random = SplitMix64(seed: 17)
        for round in 0..<200 {
            let count = round < 100 ? Int.random(in: 0...2_000, using: &random) : Int.random(in: 0...150_000, using: &random)
            let input = mixedInput(count: count, &random)
            let rowLength = Int.random(in: 1...40_000, using: &random)
            let bytesPerPixel = [1, 3, 4].randomElement(using: &random)!
            for effort in Self.efforts {
                let compressed = try #require(roundTrip(input, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: effort),
                                              "round \(round): \(count) bytes, rows of \(rowLength)")
                let again = input.withUnsafeBytes { ScanlineDeflate.zlib($0, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: effort) }
                #expect(again == compressed)
            }
        }
    }

    /// Each kind of block is written where it is smallest: stored for noise, fixed Huffman for a few
    /// bytes, dynamic Huffman for scanlines of a picture.
    @MainActor @Test func writesEveryKindOfBlock() throws {
        var random = SplitMix64(seed: 3)
        let noise = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        #expect(firstBlockType(try #require(roundTrip(noise, rowLength: 1000, bytesPerPixel: 3, effort: .default))) == 0)
        let few = Array("Easel".utf8)
        #expect(firstBlockType(try #require(roundTrip(few, rowLength: 6, bytesPerPixel: 3, effort: .default))) == 1)
        // Rows of 100 RGB pixels, a gradient of a few colours with a stripe of noise.
        var rows: [UInt8] = []
        for y in 0..<100 {
            rows.append(0)
            for x in 0..<300 {
                let gradient = UInt8(x / 30 * 20 + y % 3)
                rows.append(x % 50 < 5 ? UInt8.random(in: 0...255, using: &random) : gradient)
            }
        }
        #expect(firstBlockType(try #require(roundTrip(rows, rowLength: 301, bytesPerPixel: 3, effort: .default))) == 2)
    }

    /// Frequencies that would make an unlimited Huffman tree deeper than the limit (Fibonacci weights):
    /// the lengths stop at the limit and still form a complete code (Kraft sum 1), and a block of such
    /// literals round-trips.
    @MainActor @Test(arguments: [(40, 15), (19, 7), (286, 15), (2, 7)])
    func limitsCodeLengths(symbols: Int, limit: Int) throws {
        var frequencies = [UInt32](repeating: 1, count: symbols)
        for index in 2..<symbols { frequencies[index] = min(frequencies[index - 1] &+ frequencies[index - 2], 1 << 30) }
        let lengths = ScanlineDeflate.Huffman.lengths(frequencies, limit: limit)
        #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
        let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
        #expect(kraft == 1 << limit)
        // More frequent symbols never get longer codes.
        for index in 1..<symbols { #expect(lengths[index] <= lengths[index - 1]) }
    }

    @MainActor @Test func limitsLiteralCodesInABlock() throws {
        // Byte i appears about 1.6^i times, shuffled: literal code lengths beyond 15 if not limited.
        var random = SplitMix64(seed: 5)
        var input: [UInt8] = []
        var (a, b) = (1, 1)
        for byte in 0..<24 {
            input += repeatElement(UInt8(byte * 10), count: a)
            (a, b) = (b, a + b)
        }
        input.shuffle(using: &random)
        for effort in Self.efforts {
            #expect(roundTrip(input, rowLength: 1 + 3 * 100, bytesPerPixel: 3, effort: effort) != nil)
        }
    }

    @MainActor @Test func emptyAndSingleSymbolCodes() throws {
        #expect(ScanlineDeflate.Huffman.lengths([0, 0, 0], limit: 15) == [0, 0, 0])
        #expect(ScanlineDeflate.Huffman.lengths([0, 9, 0], limit: 15) == [0, 1, 0])
        #expect(ScanlineDeflate.Huffman.codes([2, 1, 3, 3]) == [0b01, 0b0, 0b011, 0b111])
    }

    /// Over a sample of the snapshot references' pixels (every 8th, RGB and indexed scanlines as the
    /// encoder makes them), both efforts round-trip and the default is no larger in total than
    /// libdeflate's level 6, the default before it.
    @MainActor @Test func snapshotReferencesRoundTrip() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("snapshots")
        let files = try #require(FileManager.default.enumerator(atPath: snapshots.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count > 100)
        var (ours, libdeflates) = (0, 0)
        for (index, file) in files.enumerated() where index % 8 == 0 {
            let buffer = try PNGDecoder.decode(Array(Data(contentsOf: snapshots.appendingPathComponent(file))))
            try buffer.bytes.withUnsafeBytes { bytes in
                let pixels = PNGEncoder.Pixels(base: bytes.baseAddress!, width: buffer.width, height: buffer.height, stride: buffer.width * 4)
                let rows: [UInt8], bytesPerPixel: Int
                if let indexed = PNGPalette.scanlines(pixels) {
                    (rows, bytesPerPixel) = (indexed.bytes, 1)
                } else {
                    let scanlines = PNGEncoder.scanlines(pixels)
                    (rows, bytesPerPixel) = (scanlines.bytes.withUnsafeBytes { Array($0) }, scanlines.opaque ? 3 : 4)
                }
                let sizes = try Self.efforts.map { effort in
                    try #require(roundTrip(rows, rowLength: rows.count / buffer.height, bytesPerPixel: bytesPerPixel, effort: effort), "\(file)").count
                }
                ours += sizes[0] // .default
                libdeflates += try rows.withUnsafeBytes { try Deflater(level: 6).zlib($0).count }
            }
        }
        #expect(ours < libdeflates)
    }
}
