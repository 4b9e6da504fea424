import Easel
import Foundation
import Testing
@testable import EaselRender

/// The box-blur approximation: a channel blurred alone (a shadow's A8 alpha) equals that channel blurred
/// among four (ARGB), and the edges pad as asked.
@Suite struct GaussianBlurTests {
    /// A deterministic pattern of bytes.
    static func pattern(count: Int) -> [UInt8] {
        var state: UInt32 = 12345
        return (0..<count).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    @Test(arguments: [0.6, 3.0, 12.5])
    func oneChannelEqualsTheSameChannelAmongFour(sigma: Double) {
        let (width, height) = (37, 23)
        var argb = Self.pattern(count: width * height * 4)
        var alpha = stride(from: 3, to: argb.count, by: 4).map { argb[$0] }
        argb.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: width * 4, channels: 4, sigma: sigma)
        }
        alpha.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, rowBytes: width, channels: 1, sigma: sigma)
        }
        #expect(alpha == stride(from: 3, to: argb.count, by: 4).map { argb[$0] })
    }

    /// A uniform square stays uniform with extended edges; with transparent ones it fades at the middle of
    /// an edge (each of the three passes reads transparent past the edge: 200 → 80 for σ = 4), its centre
    /// unchanged.
    @Test func edges() {
        var extended = [UInt8](repeating: 200, count: 40 * 40), transparent = extended
        extended.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 40, height: 40, rowBytes: 40, channels: 1, sigma: 4, edges: .extend)
        }
        transparent.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 40, height: 40, rowBytes: 40, channels: 1, sigma: 4)
        }
        #expect(extended.allSatisfy { $0 == 200 })
        let (edge, centre) = (transparent[20 * 40], transparent[20 * 40 + 20])
        #expect(edge == 80 && centre == 200, "\(edge) \(centre)")
    }
}
