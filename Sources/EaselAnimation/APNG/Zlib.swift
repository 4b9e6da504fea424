import CZlib
import Foundation

/// zlib's stream format, inflated and deflated whole.
enum Zlib {
    static func inflate(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw AnimationError.encodingFailed("zlib cannot start inflating")
        }
        defer { inflateEnd(&stream) }
        return try run(&stream, data, flush: Z_NO_FLUSH) { CZlib.inflate(&$0, $1) }
    }

    /// `data` deflated at zlib's `level` (0…9, or `Z_DEFAULT_COMPRESSION`, 6).
    static func deflate(_ data: Data, level: Int32 = Z_DEFAULT_COMPRESSION) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw AnimationError.encodingFailed("zlib cannot start deflating")
        }
        defer { deflateEnd(&stream) }
        return try run(&stream, data, flush: Z_FINISH) { CZlib.deflate(&$0, $1) }
    }

    /// Feeds all of `input` to `step` and collects its output until the stream ends.
    private static func run(_ stream: inout z_stream, _ input: Data, flush: Int32,
                            step: (inout z_stream, Int32) -> Int32) throws -> Data {
        var input = [UInt8](input)
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        return try input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let status = buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    return step(&stream, flush)
                }
                output.append(contentsOf: buffer[0..<(buffer.count - Int(stream.avail_out))])
                if status == Z_STREAM_END { return output }
                guard status == Z_OK || (status == Z_BUF_ERROR && stream.avail_out == 0) else {
                    throw AnimationError.encodingFailed("zlib failed (\(status))")
                }
            }
        }
    }
}
