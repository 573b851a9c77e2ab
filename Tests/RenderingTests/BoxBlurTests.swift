import Foundation
import Testing
import TestSupport
@testable import Rendering

/// Blurs `pixels` (premultiplied ARGB, `width` × `height`, rows packed) in place with the box passes the
/// backdrop blur runs, rounding back to bytes.
private func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
    let box = BoxBlur(sigma: sigma)
    guard !box.isIdentity else { return }
    var planes = pixels.map { v in
        SIMD4<Float>(Float((v >> 16) & 0xFF), Float((v >> 8) & 0xFF), Float(v & 0xFF), Float(v >> 24))
    }
    var spare = planes
    planes.withUnsafeMutableBufferPointer { a in
        spare.withUnsafeMutableBufferPointer { b in
            BackdropBlur().boxPasses(a.baseAddress!, spare: b.baseAddress!, width: width, height: height, box: box)
        }
    }
    pixels = spare.map { c in
        let r = (c + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        return UInt32(r[3]) << 24 | UInt32(r[0]) << 16 | UInt32(r[1]) << 8 | UInt32(r[2])
    }
}

/// The blue channel of each pixel.
private func blues(_ pixels: [UInt32]) -> [Double] { pixels.map { Double($0 & 0xFF) } }

/// The standard normal CDF.
private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

extension RenderingSuite {
    @Suite struct BoxBlurTests {
        @Test(arguments: [0.3, 0.5, 1.0, 1.5, 2.0, 2.7, 3.0, 4.25, 5.0, 7.3, 10.0, 12.5, 20.0, 33.3])
        func boxVarianceIsAThirdOfSigmaSquared(sigma: Double) {
            let box = BoxBlur(sigma: sigma)
            #expect(abs(box.variance - sigma * sigma / 3) <= 1e-9 * max(1, sigma * sigma),
                    "σ = \(sigma): radius \(box.radius) fraction \(box.fraction) variance \(box.variance)")
            #expect(box.fraction >= 0 && box.fraction <= 1)
            // Three boxes add up to σ².
            #expect(abs(3 * box.variance - sigma * sigma) <= 1e-8 * max(1, sigma * sigma))
        }

        @Test func boxGrowsContinuouslyWithSigma() {
            // Sweep σ finely: the variance follows σ²/3 and the window's effective half-width
            // (radius + end-tap weight) never jumps, also where the radius steps up.
            var previous = BoxBlur(sigma: 0.05)
            var radiusSteps = 0
            var largestJump = 0.0
            var sigma = 0.06
            while sigma <= 15 {
                let box = BoxBlur(sigma: sigma)
                #expect(box.variance > previous.variance, "variance must grow at σ = \(sigma)")
                let reach = Double(box.radius) + box.fraction
                let previousReach = Double(previous.radius) + previous.fraction
                largestJump = max(largestJump, abs(reach - previousReach))
                if box.radius != previous.radius { radiusSteps += 1 }
                previous = box
                sigma += 0.01
            }
            #expect(radiusSteps >= 10, "the sweep crosses many radii (\(radiusSteps))")
            #expect(largestJump < 0.05, "largest change of the window for Δσ = 0.01: \(largestJump)")
        }

        @Test func zeroSigmaIsIdentity() {
            #expect(BoxBlur(sigma: 0).isIdentity)
            #expect(!BoxBlur(sigma: 0.5).isIdentity)
            var pixels: [UInt32] = (0..<64).map { UInt32($0 * 3) | 0xFF00_0000 }
            let original = pixels
            blur(&pixels, width: 8, height: 8, sigma: 0)
            #expect(pixels == original)
        }

        @Test(arguments: [0xFF33_6699 as UInt32, 0x8040_2010, 0xFFFF_FFFF, 0x0000_0000])
        func constantImageIsUnchanged(value: UInt32) {
            for sigma in [0.7, 2.0, 3.7, 9.0] {
                var pixels = [UInt32](repeating: value, count: 40 * 30)
                blur(&pixels, width: 40, height: 30, sigma: sigma)
                let changed = pixels.filter { $0 != value }.count
                #expect(changed == 0, "σ = \(sigma): \(changed) pixels of a constant image changed")
            }
        }

        @Test(arguments: [1.5, 2.0, 3.0, 4.0])
        func impulseGivesSymmetricNormalisedKernelOfVarianceSigmaSquared(sigma: Double) {
            let n = 101, c = 50
            var pixels = [UInt32](repeating: 0xFF00_0000, count: n)
            pixels[c] = 0xFF00_00FF
            blur(&pixels, width: n, height: 1, sigma: sigma)
            let k = blues(pixels)
            for d in 1...c { #expect(k[c - d] == k[c + d], "asymmetric at ±\(d): \(k[c - d]) vs \(k[c + d])") }
            let sum = k.reduce(0, +)
            #expect(abs(sum / 255 - 1) < 0.03, "kernel sums to \(sum / 255)")
            let variance = k.enumerated().reduce(0) { $0 + Double(($1.offset - c) * ($1.offset - c)) * $1.element } / sum
            #expect(abs(variance / (sigma * sigma) - 1) < 0.05, "σ = \(sigma): kernel variance \(variance)")
            // Bell-shaped: non-increasing away from the centre.
            for d in 0..<c { #expect(k[c + d] >= k[c + d + 1]) }
            // Alpha stays opaque everywhere.
            #expect(pixels.allSatisfy { $0 >> 24 == 0xFF })
        }

        @Test func twoDimensionalKernelIsTheSameAlongBothAxes() {
            let n = 41, c = 20
            var pixels = [UInt32](repeating: 0xFF00_0000, count: n * n)
            pixels[c * n + c] = 0xFF00_00FF
            blur(&pixels, width: n, height: n, sigma: 1.5)
            var nonZero = 0
            for y in 0..<n {
                for x in 0..<n {
                    // Rows are blurred before columns and each pass rounds to 8 bits: allow one level.
                    let v = Int(pixels[y * n + x] & 0xFF), t = Int(pixels[x * n + y] & 0xFF)
                    #expect(abs(v - t) <= 1, "(\(x), \(y)) differs from its transpose: \(v) vs \(t)")
                    if pixels[y * n + x] & 0xFF > 0 { nonZero += 1 }
                }
            }
            #expect(pixels[c * n + c] & 0xFF > pixels[c * n + c + 2] & 0xFF)
            #expect(nonZero > 9, "the impulse spread in both directions (\(nonZero) pixels)")
        }

        @Test(arguments: [2.0, 3.0, 5.0, 8.0, 12.5])
        func stepEdgeFollowsTheGaussianCDF(sigma: Double) {
            let n = 200
            var pixels = (0..<n).map { $0 < 100 ? 0xFF00_0000 as UInt32 : 0xFF00_00FF }
            blur(&pixels, width: n, height: 1, sigma: sigma)
            let v = blues(pixels)
            var worst = 0.0
            for x in 40..<160 {
                let expected = 255 * phi((Double(x) - 99.5) / sigma)
                worst = max(worst, abs(v[x] - expected) / 255)
            }
            #expect(worst < 0.03, "σ = \(sigma): largest deviation from the Gaussian CDF \(worst * 100) %")
            // Monotonic and mirror-symmetric about the edge.
            for x in 1..<n { #expect(v[x] >= v[x - 1]) }
            for d in 0..<40 { #expect(abs(v[99 - d] + v[100 + d] - 255) <= 1) }
        }

        @Test func edgesRepeatTheBorderPixels() {
            // A bright band at the left border: with repeated edges the border pixel stays fully bright,
            // where zero padding would darken it to about half.
            let n = 60
            var pixels = (0..<n).map { $0 < 20 ? 0xFF00_00FF as UInt32 : 0xFF00_0000 }
            blur(&pixels, width: n, height: 1, sigma: 3)
            #expect(pixels[0] & 0xFF == 255)
            #expect(pixels[1] & 0xFF == 255)
            #expect(pixels[n - 1] & 0xFF == 0)
            // Vertically too: a column image with a bright top band.
            var column = (0..<n).map { $0 < 20 ? 0xFF00_FF00 as UInt32 : 0xFF00_0000 }
            blur(&column, width: 1, height: n, sigma: 3)
            #expect((column[0] >> 8) & 0xFF == 255)
            #expect((column[n - 1] >> 8) & 0xFF == 0)
        }

        @Test func premultipliedChannelsNeverExceedAlpha() {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            func next() -> UInt32 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt32(truncatingIfNeeded: state >> 33)
            }
            var pixels: [UInt32] = (0..<(32 * 24)).map { _ in
                let a = next() % 256
                let r = a == 0 ? 0 : next() % (a + 1), g = a == 0 ? 0 : next() % (a + 1), b = a == 0 ? 0 : next() % (a + 1)
                return a << 24 | r << 16 | g << 8 | b
            }
            blur(&pixels, width: 32, height: 24, sigma: 2.4)
            let bad = pixels.filter { v in
                let a = v >> 24
                return (v >> 16) & 0xFF > a || (v >> 8) & 0xFF > a || v & 0xFF > a
            }
            #expect(bad.isEmpty, "\(bad.count) pixels are not valid premultiplied colours")
        }
    }
}
