import CZlib
import Foundation

/// The chunks of a PNG file, read and written as the PNG specification lays them out: after the 8-byte
/// signature, each chunk is a 4-byte big-endian length, a 4-letter type, the data, and the CRC-32 of
/// the type and data.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Chunk: Hashable, Sendable {
        let type: String
        let data: Data
    }

    /// The chunks of `png`, in order. Throws when the signature, a length or a CRC is wrong.
    static func read(_ png: Data) throws -> [Chunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw AnimationError.encodingFailed("not a PNG file") }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw AnimationError.encodingFailed("truncated PNG chunk") }
            let length = Int(bigEndian(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw AnimationError.encodingFailed("truncated PNG chunk") }
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let data = Data(bytes[(offset + 8)..<(offset + 8 + length)])
            guard bigEndian(bytes, offset + 8 + length) == crc(typeBytes, data) else {
                throw AnimationError.encodingFailed("bad CRC in PNG chunk \(String(decoding: typeBytes, as: UTF8.self))")
            }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            offset += length + 12
        }
        return chunks
    }

    /// The bytes of one chunk: length, type, data, CRC.
    static func encode(type: String, data: Data) -> Data {
        let typeBytes = Array(type.utf8)
        var chunk = Data(capacity: data.count + 12)
        chunk.append(contentsOf: bigEndianBytes(UInt32(data.count)))
        chunk.append(contentsOf: typeBytes)
        chunk.append(data)
        chunk.append(contentsOf: bigEndianBytes(crc(typeBytes, data)))
        return chunk
    }

    /// The CRC-32 (ISO 3309, zlib's) of a chunk's type and data.
    static func crc(_ type: [UInt8], _ data: Data) -> UInt32 {
        var value = type.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        value = data.withUnsafeBytes { crc32(value, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)) }
        return UInt32(value)
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndianBytes(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}

/// A PNG's header (IHDR).
struct PNGHeader: Hashable, Sendable {
    var width: UInt32, height: UInt32
    var bitDepth: UInt8, colorType: UInt8, compression: UInt8, filter: UInt8, interlace: UInt8

    static let rgb: UInt8 = 2
    static let rgba: UInt8 = 6

    init(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, compression: UInt8 = 0, filter: UInt8 = 0,
         interlace: UInt8 = 0) {
        (self.width, self.height, self.bitDepth, self.colorType) = (width, height, bitDepth, colorType)
        (self.compression, self.filter, self.interlace) = (compression, filter, interlace)
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count == 13 else { throw AnimationError.encodingFailed("bad PNG header") }
        self.init(width: PNGChunks.bigEndian(bytes, 0), height: PNGChunks.bigEndian(bytes, 4), bitDepth: bytes[8],
                  colorType: bytes[9], compression: bytes[10], filter: bytes[11], interlace: bytes[12])
    }

    var data: Data {
        Data(PNGChunks.bigEndianBytes(width) + PNGChunks.bigEndianBytes(height) + [bitDepth, colorType, compression, filter, interlace])
    }
}
