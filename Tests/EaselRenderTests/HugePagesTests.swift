import CPangoCairo
import Foundation
import Testing
@testable import EaselRender

/// Large pixel buffers on huge pages: memory mapped on a huge page and zeroed, a large surface drawing
/// into it with Cairo's pixels, small ones left to Cairo.
@Suite struct HugePagesTests {
    @MainActor @Test func mapsZeroedMemoryStartingOnAHugePage() throws {
        #expect(HugePages.map(count: HugePages.threshold - 1) == nil)
        let memory = try #require(HugePages.map(count: HugePages.threshold + 1))
        defer { HugePages.unmap(memory) }
        #expect(UInt(bitPattern: memory.baseAddress) % UInt(HugePages.size) == 0)
        #expect(memory.count == HugePages.threshold + HugePages.size)
        #expect(memory.allSatisfy { $0 == 0 })
        memory.storeBytes(of: 0xFF, toByteOffset: memory.count - 1, as: UInt8.self)
        #expect(memory[memory.count - 1] == 0xFF)
    }

    /// A surface of 4.4 MB draws into huge-page memory, transparent until drawn on, and its PNG holds the
    /// pixels Cairo's own writer saves; one of 40 KB is Cairo's own.
    @MainActor @Test func aLargeSurfaceDrawsIntoHugePages() throws {
        let large = try ImageSurface(width: 1100, height: 1000), small = try ImageSurface(width: 100, height: 100)
        let data = try #require(cairo_image_surface_get_data(large.surface))
        #expect(UInt(bitPattern: data) % UInt(HugePages.size) == 0)
        #expect(UnsafeBufferPointer(start: data, count: 1100 * 4 * 1000).allSatisfy { $0 == 0 })
        #expect(cairo_image_surface_get_data(small.surface).map { UInt(bitPattern: $0) % UInt(HugePages.size) } != 0)

        let cairo = try #require(cairo_create(large.surface))
        cairo_set_source_rgba(cairo, 0.2, 0.4, 0.8, 0.6)
        cairo_arc(cairo, 550, 500, 400, 0, 2 * .pi)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        #expect(try RasterImage(png: large.png(compression: .fast)).allPixels == RasterImage(png: large.cairoPNG()).allPixels)
    }

    /// A PNG's rows of 4.2 MB start on a huge page, so all of them are on huge pages (the poll's 8.9 MB
    /// of rows had half of theirs on small pages in an array); a small buffer is not aligned so.
    @MainActor @Test func largePNGRowsSitWhollyOnHugePages() throws {
        let words = [UInt32](repeating: 0xFF33_6699, count: 1400 * 1000)
        let large = words.withUnsafeBytes { PNGEncoder.scanlines(PNGEncoder.Pixels(base: $0.baseAddress!, width: 1400, height: 1000, stride: 1400 * 4)) }
        #expect(large.opaque)
        large.bytes.withUnsafeBytes { rows in
            #expect(rows.count == (1 + 1400 * 3) * 1000)
            #expect(UInt(bitPattern: rows.baseAddress) % UInt(HugePages.size) == 0)
            #expect(Array(rows[4200 ..< 4205]) == [0x99, 0, 0x33, 0x66, 0x99]) // the end of row 0, the start of row 1
        }
        RowBuffer(count: 30_000).withUnsafeBytes { small in
            #expect(UInt(bitPattern: small.baseAddress) % UInt(HugePages.size) != 0)
        }
    }

    /// Mappings of buffers gone are kept for the next buffers, an animation's frames: the two largest
    /// up to a size, and a buffer takes the smallest that holds it.
    @MainActor @Test func spareMappingsKeepTheLargestAndLendTheSmallestThatFits() throws {
        let (size, threshold) = (HugePages.size, HugePages.threshold)
        let small = try #require(HugePages.map(count: threshold)), middle = try #require(HugePages.map(count: threshold + size))
        let large = try #require(HugePages.map(count: threshold + 2 * size))
        let spares = SpareMappings(limit: 2, largest: threshold + 2 * size)
        spares.keep(try #require(HugePages.map(count: threshold + 3 * size))) // over the largest: unmapped
        #expect(spares.count == 0)
        spares.keep(middle)
        spares.keep(small)
        spares.keep(large) // the small one is unmapped
        #expect(spares.count == 2)
        #expect(spares.take(count: threshold + 3 * size) == nil)
        let lent = try #require(spares.take(count: threshold))
        #expect(lent.baseAddress == middle.baseAddress && lent.count == middle.count)
        #expect(spares.take(count: threshold)?.baseAddress == large.baseAddress)
        #expect(spares.count == 0)
        HugePages.unmap(middle)
        HugePages.unmap(large)
    }

    /// Advising a buffer changes none of its bytes.
    @MainActor @Test func advisingKeepsTheBytes() {
        var bytes = [UInt8](repeating: 7, count: HugePages.threshold + 12_345)
        bytes.withUnsafeMutableBytes { HugePages.advise($0) }
        #expect(bytes.allSatisfy { $0 == 7 })
    }
}
