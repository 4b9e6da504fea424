import CDeflate

/// A DEFLATE compressor written for PNG scanlines of user interfaces: large flat colours, repeated rows,
/// antialiased edges and text. Its output is a zlib stream (RFC 1950 around RFC 1951) that any inflater reads.
///
/// The rule, at each position of the input, in order:
/// 1. Cheap candidates first: the bytes one pixel back (distance = bytes a pixel) and one row up
///    (distance = the row's length, when it is within DEFLATE's 32 KiB window). A match of at least
///    `Effort.goodLength` bytes from these is taken without hashing: flat colour is a run of 258-byte
///    matches one pixel back, each found by comparing 8 bytes at a time.
/// 2. Otherwise a hash chain of earlier positions with the same 4 bytes, searched to `Effort.chainDepth`
///    entries; the longest match wins, the nearest of equally long ones (the earliest found).
/// 3. Lazy matching, as zlib's: a match shorter than `Effort.lazyLength` is put off for a literal when
///    the next position starts a longer one.
/// 4. A match of 4 bytes or more is taken; else one of 3 bytes (an RGB pixel) from the candidates or
///    from a table of the last position of each 3-byte hash, anywhere in the window; else a literal.
///    3-byte matches make the snapshot references 5% smaller in total: text's antialiased pixels
///    repeat from glyph to glyph. Positions inside a match are hashed only when the match is short
///    (`Effort.hashedMatchLength`); of a longer one only its last 4 bytes, so a run of flat colour costs
///    about a byte's comparison a byte, not a hash insertion each (hashing every position of every
///    match makes the card 3.6 times and the poll 5 times as costly, for files 0.4% smaller).
/// 5. Every `blockSymbols` symbols end a block, written as whichever of the three kinds is smallest for
///    it: dynamic Huffman (lengths limited to 15 bits, the code-length code to 7), fixed Huffman or stored.
///
/// The same input and effort always give the same bytes. Measured over the 1200 × 630 card of `make bench`
/// C1, the pet poll at 3× and the snapshot references, see `PNGCompression`.
enum ScanlineDeflate {
    /// How hard the match finder looks (rules 1–4).
    struct Effort {
        /// Hash-chain entries searched at a position.
        var chainDepth: Int
        /// A match at least this long from one pixel back or one row up is taken without hashing.
        var goodLength: Int
        /// A match at least this long ends the chain search.
        var niceLength: Int
        /// A match shorter than this is put off when the next position starts a longer one; 0 turns
        /// lazy matching off.
        var lazyLength: Int
        /// Every position inside a match up to this long is hashed.
        var hashedMatchLength: Int

        static let `default` = Effort(chainDepth: 16, goodLength: 32, niceLength: 128, lazyLength: 32, hashedMatchLength: 64)
        static let fast = Effort(chainDepth: 2, goodLength: 8, niceLength: 16, lazyLength: 0, hashedMatchLength: 8)
    }

    /// Symbols a block holds before it is written (rule 5): over the snapshot references, blocks of 8,192
    /// give 0.3% smaller files than 16,384 and 4,096 another 0.3%, for 2% and 7% more instructions on the poll.
    static let blockSymbols = 8_192
    static let windowSize = 32_768
    static let minimumMatch = 4
    static let maximumMatch = 258
    static let hashBits = 15
    static let hash3Bits = 12

    /// `input`, PNG scanlines of rows `rowLength` bytes long (with their filter bytes) and pixels of
    /// `bytesPerPixel` bytes (1 for indexed rows), as a zlib stream.
    static func zlib(_ input: UnsafeRawBufferPointer, rowLength: Int, bytesPerPixel: Int, effort: Effort) -> [UInt8] {
        let count = input.count
        // Stored blocks bound every block (rule 5): 5 bytes a stored block of 65,535 and a few a block.
        let capacity = count + count / 1024 + 256
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            var writer = BitWriter(buffer.baseAddress!)
            writer.put(0x5E78, 16) // CMF 0x78 (deflate, 32 KiB window), FLG 0x5E (fast compression)
            var compressor = Compressor(input, rowLength: rowLength, bytesPerPixel: bytesPerPixel, effort: effort)
            compressor.compress(into: &writer)
            compressor.deallocate()
            writer.alignToByte()
            let adler = libdeflate_adler32(1, input.baseAddress, count)
            for shift in [24, 16, 8, 0] { writer.put(UInt32(adler >> UInt32(shift) & 0xFF), 8) }
            writer.alignToByte()
            precondition(writer.position <= capacity)
            written = writer.position
        }
    }

    /// Bits written least significant first, 32 at a time.
    struct BitWriter {
        let output: UnsafeMutablePointer<UInt8>
        var position = 0
        private var bits: UInt64 = 0
        private var bitCount = 0

        init(_ output: UnsafeMutablePointer<UInt8>) { self.output = output }

        /// Writes the low `count` bits of `value` (at most 32).
        @inline(__always) mutating func put(_ value: UInt32, _ count: Int) {
            bits |= UInt64(value) << UInt64(bitCount)
            bitCount += count
            if bitCount >= 32 {
                UnsafeMutableRawPointer(output + position).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
                position += 4
                bits >>= 32
                bitCount -= 32
            }
        }

        /// Pads with zero bits to a whole byte and writes out what is pending.
        mutating func alignToByte() {
            while bitCount > 0 {
                output[position] = UInt8(truncatingIfNeeded: bits)
                position += 1
                bits >>= 8
                bitCount -= 8
            }
            (bits, bitCount) = (0, 0)
        }

        /// Bytes copied as they are; the writer must be byte-aligned.
        mutating func copy(_ source: UnsafeRawPointer, _ count: Int) {
            (output + position).update(from: source.assumingMemoryBound(to: UInt8.self), count: count)
            position += count
        }
    }

    /// The DEFLATE tables of RFC 1951 §3.2.5, and the lookups built from them.
    struct Tables {
        static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                           67, 83, 99, 115, 131, 163, 195, 227, 258]
        static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                             1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
        /// The order the code-length code's lengths are written in.
        static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

        /// `lengthCode[length - 3]`: the length's code, 0 to 28 (symbol 257 to 285).
        static let lengthCode: [UInt8] = (0..<256).map { offset in
            UInt8(lengthBase.lastIndex { Int($0) <= offset + 3 }!)
        }
        /// `distanceCode[d - 1]` for distances to 256, `distanceCode[256 + (d - 1) >> 7]` beyond.
        static let distanceCode: [UInt8] = (0..<512).map { slot in
            let distance = slot < 256 ? slot + 1 : ((slot - 256) << 7) + 1
            return UInt8(distanceBase.lastIndex { Int($0) <= distance }!)
        }

        static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
    }

    /// The match finder and block writer over one input (rules 1–5).
    private struct Compressor {
        let input: UnsafePointer<UInt8>
        let count: Int
        let rowLength: Int
        let bytesPerPixel: Int
        let effort: Effort
        /// For each hash, the last position with it, plus one (0: none).
        let head: UnsafeMutablePointer<Int32>
        /// For each position modulo the window, the previous position with its hash, plus one.
        let previous: UnsafeMutablePointer<Int32>
        /// For each hash of 3 bytes, the last position with it, plus one (0: none).
        let head3: UnsafeMutablePointer<Int32>
        /// The block's symbols: a literal byte, or `1 << 31 | (length - 3) << 16 | (distance - 1)`.
        let symbols: UnsafeMutablePointer<UInt32>
        var symbolCount = 0
        /// The block's symbol counts: 288 literal/length symbols, then 30 distance symbols.
        let frequencies: UnsafeMutablePointer<UInt32>
        var literalFrequencies: [UInt32] { Array(UnsafeBufferPointer(start: frequencies, count: 288)) }
        var distanceFrequencies: [UInt32] { Array(UnsafeBufferPointer(start: frequencies + 288, count: 30)) }
        /// The first position not yet in the hash chains.
        var hashedUpTo = 0
        let lengthCode = Tables.lengthCode
        let distanceCode = Tables.distanceCode

        init(_ input: UnsafeRawBufferPointer, rowLength: Int, bytesPerPixel: Int, effort: Effort) {
            self.input = input.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 1)!
            (count, self.rowLength, self.bytesPerPixel, self.effort) = (input.count, rowLength, bytesPerPixel, effort)
            head = .allocate(capacity: 1 << ScanlineDeflate.hashBits)
            head.initialize(repeating: 0, count: 1 << ScanlineDeflate.hashBits)
            previous = .allocate(capacity: ScanlineDeflate.windowSize)
            previous.initialize(repeating: 0, count: ScanlineDeflate.windowSize)
            symbols = .allocate(capacity: ScanlineDeflate.blockSymbols)
            head3 = .allocate(capacity: 1 << ScanlineDeflate.hash3Bits)
            head3.initialize(repeating: 0, count: 1 << ScanlineDeflate.hash3Bits)
            frequencies = .allocate(capacity: 288 + 30)
            frequencies.initialize(repeating: 0, count: 288 + 30)
        }

        func deallocate() {
            head.deallocate()
            previous.deallocate()
            symbols.deallocate()
            head3.deallocate()
            frequencies.deallocate()
        }

        @inline(__always) private func load64(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(input + offset).loadUnaligned(as: UInt64.self))
        }

        @inline(__always) private func hash(_ position: Int) -> Int {
            let word = UInt32(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt32.self))
            return Int((word &* 0x9E37_79B1) >> UInt32(32 - ScanlineDeflate.hashBits))
        }

        @inline(__always) private func hash3(_ position: Int) -> Int {
            let word = UInt32(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt32.self)) & 0xFF_FFFF
            return Int((word &* 0x9E37_79B1) >> UInt32(32 - ScanlineDeflate.hash3Bits))
        }

        /// How many bytes from `position` repeat those from `earlier`, at most `limit`.
        @inline(__always) private func matchLength(_ position: Int, _ earlier: Int, _ limit: Int) -> Int {
            var length = 0
            while length + 8 <= limit {
                let difference = load64(position + length) ^ load64(earlier + length)
                if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
                length += 8
            }
            while length < limit && input[position + length] == input[earlier + length] { length += 1 }
            return length
        }

        /// Adds `position` to the hash chains (it must have 4 bytes after it).
        @inline(__always) private mutating func insert(_ position: Int) {
            head3[hash3(position)] = Int32(position + 1)
            let key = hash(position)
            previous[position & (ScanlineDeflate.windowSize - 1)] = head[key]
            head[key] = Int32(position + 1)
        }

        /// The longest match at `position` (rules 1 and 2), hashing the position on the way; length 0
        /// when there is none of 4 bytes.
        private mutating func longestMatch(at position: Int) -> (length: Int, distance: Int) {
            let limit = min(ScanlineDeflate.maximumMatch, count - position)
            guard limit >= ScanlineDeflate.minimumMatch else { return (0, 0) }
            var (bestLength, bestDistance) = (0, 0)
            if position >= bytesPerPixel {
                bestLength = matchLength(position, position - bytesPerPixel, limit)
                bestDistance = bytesPerPixel
            }
            if bestLength < limit, rowLength <= ScanlineDeflate.windowSize, position >= rowLength {
                let length = matchLength(position, position - rowLength, limit)
                if length > bestLength { (bestLength, bestDistance) = (length, rowLength) }
            }
            if bestLength >= min(effort.goodLength, limit) { return (bestLength, bestDistance) }
            var candidate = Int(head[hash(position)]) - 1
            let candidate3 = Int(head3[hash3(position)]) - 1
            if position >= hashedUpTo {
                insert(position)
                hashedUpTo = position + 1
            }
            var depth = effort.chainDepth
            let first = input[position]
            while candidate >= 0, position - candidate <= ScanlineDeflate.windowSize, depth > 0 {
                depth -= 1
                // The byte that would make this match longer than the best so far, checked first.
                if input[candidate + bestLength] == input[position + bestLength], input[candidate] == first {
                    let length = matchLength(position, candidate, limit)
                    if length > bestLength {
                        (bestLength, bestDistance) = (length, position - candidate)
                        if length >= effort.niceLength || length == limit { break }
                    }
                }
                let next = Int(previous[candidate & (ScanlineDeflate.windowSize - 1)]) - 1
                if next >= candidate { break }
                candidate = next
            }
            if bestLength >= ScanlineDeflate.minimumMatch { return (bestLength, bestDistance) }
            if bestLength == 3 { return (3, bestDistance) }
            if candidate3 >= 0, position - candidate3 <= ScanlineDeflate.windowSize, matchLength(position, candidate3, 3) == 3 {
                return (3, position - candidate3)
            }
            return (0, 0)
        }

        mutating func compress(into writer: inout BitWriter) {
            var position = 0
            var blockStart = 0
            while position < count {
                var (length, distance) = longestMatch(at: position)
                if length == 0 {
                    literal(at: position)
                    position += 1
                } else {
                    while length < effort.lazyLength, position + 1 < count {
                        let next = longestMatch(at: position + 1)
                        guard next.length > length else { break }
                        literal(at: position)
                        position += 1
                        (length, distance) = next
                        if symbolCount == ScanlineDeflate.blockSymbols - 1 { break }
                    }
                    match(length: length, distance: distance)
                    let end = position + length
                    let hashable = count - ScanlineDeflate.minimumMatch
                    var inside = max(hashedUpTo, length <= effort.hashedMatchLength ? position + 1 : end - 4)
                    while inside < end, inside <= hashable {
                        insert(inside)
                        inside += 1
                    }
                    hashedUpTo = max(hashedUpTo, end)
                    position = end
                }
                if symbolCount >= ScanlineDeflate.blockSymbols - 1 {
                    writeBlock(from: blockStart, to: position, final: position == count, into: &writer)
                    blockStart = position
                }
            }
            if blockStart < count || count == 0 {
                writeBlock(from: blockStart, to: position, final: true, into: &writer)
            }
        }

        @inline(__always) private mutating func literal(at position: Int) {
            let byte = input[position]
            symbols[symbolCount] = UInt32(byte)
            symbolCount += 1
            frequencies[Int(byte)] += 1
        }

        @inline(__always) private mutating func match(length: Int, distance: Int) {
            symbols[symbolCount] = 1 << 31 | UInt32(length - 3) << 16 | UInt32(distance - 1)
            symbolCount += 1
            frequencies[257 + Int(lengthCode[length - 3])] += 1
            frequencies[288 + Int(ScanlineDeflate.distanceCode(distance - 1, distanceCode))] += 1
        }

        /// Writes the block's symbols, input bytes `start..<end`, as the smallest of the three kinds (rule 5).
        private mutating func writeBlock(from start: Int, to end: Int, final: Bool, into writer: inout BitWriter) {
            frequencies[256] = 1
            let (literalFrequencies, distanceFrequencies) = (self.literalFrequencies, self.distanceFrequencies)
            let dynamic = DynamicHeader(literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
            let dynamicBits = dynamic.headerBits + bodyBits(literalFrequencies, distanceFrequencies, dynamic.literalLengths, dynamic.distanceLengths)
            let fixedBits = 3 + bodyBits(literalFrequencies, distanceFrequencies, Tables.fixedLiteralLengths, Tables.fixedDistanceLengths)
            let storedBits = 8 * (end - start) + 48 * max(1, (end - start + 65_534) / 65_535)
            if storedBits <= min(dynamicBits, fixedBits) {
                writeStored(from: start, to: end, final: final, into: &writer)
            } else if fixedBits <= dynamicBits {
                writer.put(final ? 0b011 : 0b010, 3)
                writeSymbols(Tables.fixedLiteralLengths, Tables.fixedDistanceLengths, into: &writer)
            } else {
                writer.put(final ? 0b101 : 0b100, 3)
                dynamic.write(into: &writer)
                writeSymbols(dynamic.literalLengths, dynamic.distanceLengths, into: &writer)
            }
            symbolCount = 0
            frequencies.update(repeating: 0, count: 288 + 30)
        }

        /// The bits of the symbols and their extra bits with these code lengths, the end of block included.
        private func bodyBits(_ literalFrequencies: [UInt32], _ distanceFrequencies: [UInt32],
                              _ literalLengths: [UInt8], _ distanceLengths: [UInt8]) -> Int {
            var bits = 0
            for symbol in 0..<286 {
                let extra = symbol > 256 ? Int(Tables.lengthExtra[symbol - 257]) : 0
                bits += Int(literalFrequencies[symbol]) * (Int(literalLengths[symbol]) + extra)
            }
            for symbol in 0..<30 {
                bits += Int(distanceFrequencies[symbol]) * (Int(distanceLengths[symbol]) + Int(Tables.distanceExtra[symbol]))
            }
            return bits
        }

        private func writeStored(from start: Int, to end: Int, final: Bool, into writer: inout BitWriter) {
            var offset = start
            repeat {
                let size = min(65_535, end - offset)
                let last = offset + size == end
                writer.put(final && last ? 1 : 0, 3)
                writer.alignToByte()
                writer.put(UInt32(size) | UInt32(~size & 0xFFFF) << 16, 32)
                writer.copy(input + offset, size)
                offset += size
            } while offset < end
        }

        /// Writes the block's symbols and its end. Each literal, each match length with its extra bits and
        /// each distance code is looked up as one write: its bits, and their count in the top byte.
        private func writeSymbols(_ literalLengths: [UInt8], _ distanceLengths: [UInt8], into writer: inout BitWriter) {
            let literalCodes = Huffman.codes(literalLengths), distanceCodes = Huffman.codes(distanceLengths)
            let literalWrites = (0..<256).map { UInt32(literalCodes[$0]) | UInt32(literalLengths[$0]) << 24 }
            let lengthWrites = (0..<256).map { offset in
                let code = Int(lengthCode[offset]), bits = UInt32(literalLengths[257 + code])
                let extra = UInt32(offset + 3 - Int(Tables.lengthBase[code]))
                return UInt32(literalCodes[257 + code]) | extra << bits | (bits + UInt32(Tables.lengthExtra[code])) << 24
            }
            let distanceWrites = (0..<30).map { code in
                UInt32(distanceCodes[code]) | UInt32(distanceLengths[code]) << 24 | UInt32(Tables.distanceExtra[code]) << 28
            }
            let distanceBase = Tables.distanceBase.map(UInt32.init)
            literalWrites.withUnsafeBufferPointer { literalWrites in
            lengthWrites.withUnsafeBufferPointer { lengthWrites in
            distanceWrites.withUnsafeBufferPointer { distanceWrites in
            distanceBase.withUnsafeBufferPointer { distanceBase in
            distanceCode.withUnsafeBufferPointer { distanceCode in
                for index in 0..<symbolCount {
                    let symbol = symbols[index]
                    if symbol < 1 << 31 {
                        let write = literalWrites[Int(symbol)]
                        writer.put(write & 0xFF_FFFF, Int(write >> 24))
                        continue
                    }
                    let length = lengthWrites[Int(symbol >> 16 & 0xFF)]
                    writer.put(length & 0xFF_FFFF, Int(length >> 24))
                    let distanceOffset = Int(symbol & 0xFFFF)
                    let code = Int(distanceOffset < 256 ? distanceCode[distanceOffset] : distanceCode[256 + distanceOffset >> 7])
                    let distance = distanceWrites[code], bits = distance >> 24 & 0xF
                    writer.put(distance & 0xFFFF | (UInt32(distanceOffset + 1) - distanceBase[code]) << bits, Int(bits + distance >> 28))
                }
            }}}}}
            writer.put(UInt32(literalCodes[256]), Int(literalLengths[256]))
        }
    }

    @inline(__always) static func distanceCode(_ distanceMinusOne: Int, _ table: [UInt8]) -> UInt8 {
        distanceMinusOne < 256 ? table[distanceMinusOne] : table[256 + distanceMinusOne >> 7]
    }

    /// A dynamic block's code lengths and the header that describes them (RFC 1951 §3.2.7).
    struct DynamicHeader {
        let literalLengths: [UInt8]
        let distanceLengths: [UInt8]
        /// The code-length symbols (0–18), each with its extra bits' value.
        private var runs: [(symbol: Int, extra: Int)] = []
        private let codeLengthLengths: [UInt8]
        private let literalCount: Int
        private let distanceCount: Int
        private let codeLengthCount: Int
        private(set) var headerBits = 0

        init(literalFrequencies: [UInt32], distanceFrequencies: [UInt32]) {
            literalLengths = Huffman.lengths(Array(literalFrequencies[0..<286]), limit: 15) + [0, 0]
            // At least two distance codes, as zlib writes them: some inflaters refuse an empty or
            // single-code distance tree.
            var distances = distanceFrequencies
            var used = distances.filter { $0 > 0 }.count
            for index in 0..<2 where used < 2 && distances[index] == 0 { distances[index] = 1; used += 1 }
            distanceLengths = Huffman.lengths(distances, limit: 15)
            let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            (self.literalCount, self.distanceCount) = (literalCount, distanceCount)
            let sequence = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
            var index = 0
            while index < sequence.count {
                let length = sequence[index]
                var run = 1
                while index + run < sequence.count, sequence[index + run] == length { run += 1 }
                index += run
                if length == 0 {
                    while run >= 11 { let step = min(run, 138); runs.append((18, step - 11)); run -= step }
                    if run >= 3 { runs.append((17, run - 3)); run = 0 }
                } else {
                    runs.append((Int(length), 0))
                    run -= 1
                    while run >= 3 { let step = min(run, 6); runs.append((16, step - 3)); run -= step }
                }
                for _ in 0..<run { runs.append((Int(length), 0)) }
            }
            var frequencies = [UInt32](repeating: 0, count: 19)
            for run in runs { frequencies[run.symbol] += 1 }
            let codeLengthLengths = Huffman.lengths(frequencies, limit: 7)
            self.codeLengthLengths = codeLengthLengths
            codeLengthCount = max(4, (Tables.codeLengthOrder.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)
            headerBits = 3 + 5 + 5 + 4 + 3 * codeLengthCount
            for run in runs { headerBits += Int(codeLengthLengths[run.symbol]) + Self.extraBits(run.symbol) }
        }

        private static func extraBits(_ symbol: Int) -> Int { symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0 }

        /// The header after the block's 3 type bits.
        func write(into writer: inout BitWriter) {
            writer.put(UInt32(literalCount - 257), 5)
            writer.put(UInt32(distanceCount - 1), 5)
            writer.put(UInt32(codeLengthCount - 4), 4)
            for symbol in Tables.codeLengthOrder[0..<codeLengthCount] { writer.put(UInt32(codeLengthLengths[symbol]), 3) }
            let codes = Huffman.codes(codeLengthLengths)
            for run in runs {
                writer.put(UInt32(codes[run.symbol]), Int(codeLengthLengths[run.symbol]))
                let extra = Self.extraBits(run.symbol)
                if extra > 0 { writer.put(UInt32(run.extra), extra) }
            }
        }
    }

    /// Length-limited canonical Huffman codes.
    enum Huffman {
        /// Code lengths for symbols of these frequencies (0 for an unused symbol), none longer than `limit`.
        ///
        /// The rule: an optimal Huffman tree over the used symbols (ordered by frequency, then by symbol,
        /// so that ties always break the same way); when it is deeper than `limit`, the deeper leaves are
        /// brought up to `limit` and the code made complete again by moving leaves down from the deepest
        /// level above it, as miniz does; then the shortest lengths go to the most frequent symbols.
        /// A single used symbol gets length 1.
        static func lengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
            var lengths = [UInt8](repeating: 0, count: frequencies.count)
            let leaves = frequencies.indices.filter { frequencies[$0] > 0 }
                .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
            guard leaves.count > 1 else {
                if let only = leaves.first { lengths[only] = 1 }
                return lengths
            }
            // Two queues: the sorted leaves, and the internal nodes in the order they are made (their
            // weights never decrease).
            let leafCount = leaves.count
            var weights = leaves.map { UInt64(frequencies[$0]) } + [UInt64](repeating: 0, count: leafCount - 1)
            var parents = [Int](repeating: 0, count: 2 * leafCount - 1)
            var (nextLeaf, nextNode) = (0, leafCount)
            for node in leafCount..<(2 * leafCount - 1) {
                var children = (0, 0)
                for child in 0..<2 {
                    let takeLeaf = nextLeaf < leafCount && (nextNode >= node || weights[nextLeaf] <= weights[nextNode])
                    let chosen = takeLeaf ? nextLeaf : nextNode
                    if takeLeaf { nextLeaf += 1 } else { nextNode += 1 }
                    if child == 0 { children.0 = chosen } else { children.1 = chosen }
                }
                weights[node] = weights[children.0] + weights[children.1]
                parents[children.0] = node
                parents[children.1] = node
            }
            var depths = [Int](repeating: 0, count: 2 * leafCount - 1)
            for node in stride(from: 2 * leafCount - 3, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
            var lengthCounts = [Int](repeating: 0, count: max(limit, depths.max()!) + 1)
            for leaf in 0..<leafCount { lengthCounts[depths[leaf]] += 1 }
            for length in stride(from: lengthCounts.count - 1, to: limit, by: -1) {
                lengthCounts[limit] += lengthCounts[length]
                lengthCounts[length] = 0
            }
            var kraft = 0
            for length in 1...limit { kraft += lengthCounts[length] << (limit - length) }
            while kraft > 1 << limit {
                lengthCounts[limit] -= 1
                for length in stride(from: limit - 1, through: 1, by: -1) where lengthCounts[length] > 0 {
                    lengthCounts[length] -= 1
                    lengthCounts[length + 1] += 2
                    break
                }
                kraft -= 1
            }
            // The least frequent leaves (first in `leaves`) get the longest codes.
            var leaf = 0
            for length in stride(from: limit, through: 1, by: -1) {
                for _ in 0..<lengthCounts[length] {
                    lengths[leaves[leaf]] = UInt8(length)
                    leaf += 1
                }
            }
            return lengths
        }

        /// The canonical codes of these lengths (RFC 1951 §3.2.2), bit-reversed to be written least
        /// significant bit first.
        static func codes(_ lengths: [UInt8]) -> [UInt16] {
            var lengthCounts = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1..<16 {
                code = (code + lengthCounts[length - 1]) << 1
                next[length] = code
            }
            return lengths.map { length in
                guard length > 0 else { return 0 }
                let value = next[Int(length)]
                next[Int(length)] += 1
                var reversed = 0
                for bit in 0..<Int(length) where value >> bit & 1 == 1 { reversed |= 1 << (Int(length) - 1 - bit) }
                return UInt16(reversed)
            }
        }
    }
}
