/// The colours of a picture that has at most 256 of them, and its scanlines as indices into them: what
/// a PNG of colour type 3 (indexed colour) holds.
///
/// The rule:
/// 1. Colours are the surface's pixels as Cairo stores them (premultiplied ARGB32 words), numbered in
///    the order they first appear, row by row from the top-left; a picture with a 257th colour has no
///    palette. So the same pixels always give the same palette.
/// 2. `PLTE` holds each colour un-premultiplied as the RGBA scanlines are (`PNGEncoder.unpremultiply`);
///    `tRNS` holds the alphas up to the last colour that is not opaque, and is left out when every
///    colour is opaque. A decoder therefore reads back the very pixels an RGB or RGBA file would give.
/// 3. Bit depth: the fewest bits that number every colour, 1, 2, 4 or 8; rows of fewer than 8 bits a
///    pixel are packed from the high bits down, and the last byte of a row is padded with zeros.
/// 4. Every row has filter type 0 (none), as `PNGEncoder`'s other scanlines.
struct PNGPalette {
    /// The colours, premultiplied ARGB32, in the order they first appear.
    let colours: [UInt32]

    /// Bits a pixel (rule 3).
    var bitDepth: UInt8 {
        switch colours.count {
        case ...2: 1
        case ...4: 2
        case ...16: 4
        default: 8
        }
    }

    /// The `PLTE` chunk's data: red, green, blue for each colour (rule 2).
    var plte: [UInt8] {
        colours.flatMap { colour -> [UInt8] in
            let rgba = PNGEncoder.unpremultiply(colour)
            return [rgba.red, rgba.green, rgba.blue]
        }
    }

    /// The `tRNS` chunk's data: each colour's alpha up to the last colour that is not opaque; empty when
    /// every colour is opaque (rule 2).
    var trns: [UInt8] {
        let alphas = colours.map { UInt8(truncatingIfNeeded: $0 >> 24) }
        guard let last = alphas.lastIndex(where: { $0 != 0xFF }) else { return [] }
        return Array(alphas[...last])
    }

    /// The palette of `pixels` and their scanlines (rules 1, 3, 4), or nil when they hold more than 256 colours.
    static func scanlines(_ pixels: PNGEncoder.Pixels) -> (palette: PNGPalette, bytes: [UInt8])? {
        // One byte a pixel first; packed below once the number of colours is known.
        let rowLength = 1 + pixels.width
        var table = ColourTable()
        let bytes = [UInt8](unsafeUninitializedCapacity: rowLength * pixels.height) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var previous = pixels.row(0)[0]
            var index = table.index(of: previous) ?? 0 // the first colour always fits
            for y in 0..<pixels.height {
                let source = pixels.row(y)
                let target = base + y * rowLength
                target[0] = 0
                for x in 0..<pixels.width {
                    let pixel = source[x]
                    if pixel != previous {
                        guard let found = table.index(of: pixel) else { return }
                        (previous, index) = (pixel, found)
                    }
                    target[1 + x] = index
                }
            }
            count = rowLength * pixels.height
        }
        guard bytes.count == rowLength * pixels.height else { return nil }
        let palette = PNGPalette(colours: table.colours)
        let depth = Int(palette.bitDepth)
        guard depth < 8 else { return (palette, bytes) }
        return (palette, pack(bytes, width: pixels.width, height: pixels.height, depth: depth))
    }

    /// Rows of one index a byte packed to `depth` bits a pixel, high bits first (rule 3).
    private static func pack(_ bytes: [UInt8], width: Int, height: Int, depth: Int) -> [UInt8] {
        let (wide, packed) = (1 + width, 1 + (width * depth + 7) / 8)
        let perByte = 8 / depth
        return [UInt8](unsafeUninitializedCapacity: packed * height) { buffer, count in
            guard let target = buffer.baseAddress else { count = 0; return }
            bytes.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    let row = source.baseAddress! + y * wide + 1
                    let out = target + y * packed
                    out[0] = 0
                    for byte in 0..<(packed - 1) {
                        var value: UInt8 = 0
                        for slot in 0..<perByte {
                            let x = byte * perByte + slot
                            let index = x < width ? row[x] : 0
                            value |= index << UInt8(8 - depth * (slot + 1))
                        }
                        out[1 + byte] = value
                    }
                }
            }
            count = packed * height
        }
    }
}

/// Up to 256 colours and their numbers, in an open-addressed hash table of 1024 slots (linear probing).
private struct ColourTable {
    private(set) var colours: [UInt32] = []
    /// Each slot's colour number plus one; 0 for an empty slot.
    private var slots = [UInt16](repeating: 0, count: 1024)

    init() { colours.reserveCapacity(256) }

    /// The number of `colour`, added when new; nil when it would be the 257th.
    mutating func index(of colour: UInt32) -> UInt8? {
        var slot = Int((colour &* 0x9E37_79B1) >> 22)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            if colours[entry - 1] == colour { return UInt8(entry - 1) }
            slot = (slot + 1) & 1023
        }
        guard colours.count < 256 else { return nil }
        colours.append(colour)
        slots[slot] = UInt16(colours.count)
        return UInt8(colours.count - 1)
    }
}
