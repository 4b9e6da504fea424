import Foundation

/// PNG's five row filters, as the specification defines them: each byte is predicted from the byte
/// one pixel to the left (a), the byte above (b) and the byte above-left (c).
enum PNGFilter {
    static func unfilter(_ row: [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel: Int) throws -> [UInt8] {
        var out = row
        for index in out.indices {
            let a = index >= bytesPerPixel ? out[index - bytesPerPixel] : 0
            let b = previous[index]
            let c = index >= bytesPerPixel ? previous[index - bytesPerPixel] : 0
            out[index] = row[index] &+ (try predictor(type, a, b, c))
        }
        return out
    }

    static func filter(_ row: [UInt8], previous: [UInt8], type: UInt8, bytesPerPixel: Int) -> [UInt8] {
        row.indices.map { index in
            let a = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
            let b = previous[index]
            let c = index >= bytesPerPixel ? previous[index - bytesPerPixel] : 0
            return row[index] &- ((try? predictor(type, a, b, c)) ?? 0)
        }
    }

    private static func predictor(_ type: UInt8, _ a: UInt8, _ b: UInt8, _ c: UInt8) throws -> UInt8 {
        switch type {
        case 0: return 0
        case 1: return a
        case 2: return b
        case 3: return UInt8((Int(a) + Int(b)) / 2)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw AnimationError.encodingFailed("unknown PNG filter type \(type)")
        }
    }
}
