import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import PlaygroundTesting

/// A framebuffer whose pixels `color(x, y)` gives.
private func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32) -> Framebuffer {
    let fb = Framebuffer(width: width, height: height)
    for y in 0..<height { for x in 0..<width { fb.setPixel(x, y, color(x, y)) } }
    return fb
}

/// Black on the left, white on the right, with one grey (anti-aliased) column at `edge`.
private func edgeImage(edge: Int) -> Framebuffer {
    image(40, 20) { x, _ in x < edge ? 0xFF00_0000 : (x == edge ? 0xFF80_8080 : 0xFFFF_FFFF) }
}

/// A smooth, varied test picture.
private func picture(_ x: Int, _ y: Int) -> UInt32 {
    0xFF00_0000 | UInt32(40 + x * 3) << 16 | UInt32(60 + y * 4) << 8 | UInt32(200 - x - y)
}

extension PlaygroundTestingSuite {
    @Suite struct PixelMatchTests {
        @Test func identicalImagesHaveNoDifferences() throws {
            let a = image(30, 30, picture), b = image(30, 30, picture)
            let result = try #require(PixelMatch().compare(a, b))
            #expect(result.differing == 0)
            #expect(result.antiAliased == 0)
            #expect(result.total == 900)
            #expect(result.ratio == 0)
        }

        @Test func oneChangedPixelCountsOnce() throws {
            let a = image(30, 30, picture), b = image(30, 30, picture)
            b.setPixel(12, 17, 0xFFFF_00FF)
            let result = try #require(PixelMatch().compare(a, b))
            #expect(result.differing == 1)
            #expect(result.antiAliased == 0)
            #expect(abs(result.ratio - 1.0 / 900) < 1e-12)
            // The diff image marks it red and fades the rest to grey.
            #expect(result.diffImage.pixel(x: 12, y: 17) == 0xFFFF_0000)
            let other = ARGB(result.diffImage.pixel(x: 3, y: 3))
            #expect(other.r == other.g && other.g == other.b && other.a == 255)
            #expect(other.r > 200, "unchanged pixels are drawn faded (\(other))")
        }

        @Test func oneChangedPixelInAFlatImageIsNotAntiAliasing() throws {
            let a = image(10, 10) { _, _ in 0xFFFF_FFFF }, b = image(10, 10) { _, _ in 0xFFFF_FFFF }
            b.setPixel(5, 5, 0xFF00_0000)
            let result = try #require(PixelMatch().compare(a, b))
            #expect(result.differing == 1 && result.antiAliased == 0)
        }

        @Test func oneSubpixelEdgeShiftIsAntiAliasing() throws {
            let a = edgeImage(edge: 20), b = edgeImage(edge: 21)
            let result = try #require(PixelMatch().compare(a, b))
            // Columns 20 and 21 change in every row, all recognised as anti-aliasing.
            #expect(result.differing == 0)
            #expect(result.antiAliased == 2 * 20)
            #expect(result.diffImage.pixel(x: 20, y: 10) == 0xFFFF_FF00)
            #expect(result.diffImage.pixel(x: 21, y: 0) == 0xFFFF_FF00)
            // Counted as differences when asked.
            let strict = try #require(PixelMatch(includeAntiAliasing: true).compare(a, b))
            #expect(strict.differing == 40)
            #expect(strict.diffImage.pixel(x: 21, y: 10) == 0xFFFF_0000)
        }

        @Test func aHardEdgeMovedTwoPixelsIsADifference() throws {
            // No intermediate column: the moved edge is a real change, not anti-aliasing.
            let a = image(40, 20) { x, _ in x < 20 ? 0xFF00_0000 : 0xFFFF_FFFF }
            let b = image(40, 20) { x, _ in x < 22 ? 0xFF00_0000 : 0xFFFF_FFFF }
            let result = try #require(PixelMatch().compare(a, b))
            #expect(result.differing == 40)
            #expect(result.antiAliased == 0)
        }

        @Test func thresholdDecidesWhatCounts() throws {
            // Grey 128 against 160 everywhere: a luma difference of 32, δ = 0.5053 · 32² ≈ 517.4, which
            // exceeds 35215 · t² for t < 0.1212.
            let a = image(10, 10) { _, _ in 0xFF80_8080 }, b = image(10, 10) { _, _ in 0xFFA0_A0A0 }
            #expect(PixelMatch(threshold: 0.1).compare(a, b)?.differing == 100)
            #expect(PixelMatch(threshold: 0.12).compare(a, b)?.differing == 100)
            #expect(PixelMatch(threshold: 0.125).compare(a, b)?.differing == 0)
            #expect(PixelMatch(threshold: 0.2).compare(a, b)?.differing == 0)
            // A tiny difference passes the default threshold.
            let c = image(10, 10) { _, _ in 0xFF84_8484 }
            #expect(PixelMatch().compare(a, c)?.differing == 0)
            // Threshold 0 counts any change.
            #expect(PixelMatch(threshold: 0).compare(a, c)?.differing == 100)
        }

        @Test func colourDeltaFollowsYIQ() {
            let a = RGBAImage(image(1, 1) { _, _ in 0xFF80_8080 })
            let b = RGBAImage(image(1, 1) { _, _ in 0xFFA0_A0A0 })
            let d = PixelMatch.colorDelta(a, b, 0, 0, 0, 0, yOnly: false)
            #expect(abs(abs(d) - 0.5053 * 32 * 32) < 0.01)
            #expect(d > 0, "the first pixel is darker: positive")
            #expect(PixelMatch.colorDelta(b, a, 0, 0, 0, 0, yOnly: false) < 0)
            #expect(abs(PixelMatch.colorDelta(b, a, 0, 0, 0, 0, yOnly: true) - 32) < 0.01)
            // Pure red against black weighs in I and Q as well as Y.
            let red = RGBAImage(image(1, 1) { _, _ in 0xFFFF_0000 })
            let black = RGBAImage(image(1, 1) { _, _ in 0xFF00_0000 })
            let y = 255 * 0.29889531, i = 255 * 0.59597799, q = 255 * 0.21147017
            let expected = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            #expect(abs(abs(PixelMatch.colorDelta(red, black, 0, 0, 0, 0, yOnly: false)) - expected) < 0.01)
        }

        @Test func imagesOfDifferentSizesDoNotCompare() {
            #expect(PixelMatch().compare(Framebuffer(width: 4, height: 4), Framebuffer(width: 4, height: 5)) == nil)
        }
    }
}
