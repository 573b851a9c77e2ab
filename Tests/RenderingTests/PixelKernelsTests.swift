import CPixelKernels
import Foundation
import Motion
import Testing
import TestSupport

/// The vectorized kernels of the backdrop blur against the plain formulas they stand for.
@Suite struct PixelKernelsTests {
    /// A solid colour's runs — cairo's lerp of an opaque one, pixman's OVER of a translucent one — against the
    /// per-channel formulas, for every run length up to 11 (the SIMD body and the one-at-a-time tail).
    @Test func solidRunsBlendEachChannelAsTheFormulasDo() {
        var state: UInt64 = 9
        func next() -> UInt32 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt32(state >> 32) }
        func mul(_ x: UInt32, _ b: UInt32, _ half: UInt32) -> UInt32 { let t = x * b + half; return (t + (t >> 8)) >> 8 }
        func channels(_ p: UInt32) -> [UInt32] { (0..<4).map { (p >> (8 * UInt32($0))) & 0xff } }
        for n in 0...11 {
            for _ in 0..<40 {
                let row = (0..<n).map { _ in next() }
                let coverage = [0, 1, 128, 254, 255][Int(next() % 5)] as UInt32
                let alpha = next() & 0xff
                // Premultiplied: no channel above alpha.
                let translucent = channels(next()).enumerated().reduce(alpha << 24) { acc, e in
                    e.offset == 3 ? acc : acc | ((e.element * alpha / 255) << (8 * UInt32(e.offset)))
                }
                let opaque = next() | 0xff00_0000
                var lerped = row, overed = row
                lerped.withUnsafeMutableBufferPointer { px_lerp_solid_run($0.baseAddress, n, opaque, coverage) }
                overed.withUnsafeMutableBufferPointer { px_over_solid_run($0.baseAddress, n, translucent, coverage) }
                for i in 0..<n {
                    let d = channels(row[i]), p = channels(opaque), q = channels(translucent)
                    let s = coverage == 255 ? q : q.map { mul($0, coverage, 0x80) }
                    for k in 0..<4 {
                        let lerp = min(mul(p[k], coverage, 0x7f) + mul(d[k], 255 - coverage, 0x7f), 255)
                        let over = min(s[k] + mul(d[k], 255 - s[3], 0x80), 255)
                        #expect(channels(lerped[i])[k] == lerp, "lerp n \(n) pixel \(i) channel \(k)")
                        #expect(channels(overed[i])[k] == over, "over n \(n) pixel \(i) channel \(k)")
                    }
                }
            }
        }
    }

    /// Four 16-bit lanes of at most 255 each, packed as `px_pack_lanes` packs a pixel.
    private func randomLanes(_ count: Int, _ rng: inout SplitMix) -> [UInt64] {
        (0..<count).map { _ in
            (0..<4).reduce(UInt64(0)) { word, lane in word | UInt64.random(in: 0...255, using: &rng) << (16 * UInt64(lane)) }
        }
    }

    @Test(arguments: [1, 2, 4, 8])
    func widenedRowsAreBilinearInSixteenths(factor f: Int) {
        var rng = SplitMix(seed: UInt64(f))
        for w in [1, 2, 5, 23] {
            let line = randomLanes(w, &rng)
            for u0 in stride(from: -19, through: 19, by: 3) {
                let n = 7 * f + 5
                var out = [UInt64](repeating: 0, count: n)
                px_widen_row_regular(line, Int32(w), Int32(f), Int32(u0), &out, n)
                for x in 0..<n {
                    // Output column u samples the row at (u + 0.5) / f − 0.5, in 16ths, clamped to the row.
                    let s16 = Int((Double(u0 + x) + 0.5) / Double(f) * 16 - 8)
                    let i = Int((Double(s16) / 16).rounded(.down)), wx = UInt64(s16 - 16 * i)
                    let p = line[min(max(i, 0), w - 1)], q = line[min(max(i + 1, 0), w - 1)]
                    #expect(out[x] == p * (16 - wx) + q * wx, "f \(f), w \(w), u0 \(u0), x \(x)")
                    if out[x] != p * (16 - wx) + q * wx { return }
                }
            }
        }
    }

    @Test func blendedRunsStepTheirWeightRowByRow() {
        var rng = SplitMix(seed: 9)
        for n in [5, 32, 37, 100] {
            let a = (0..<n).map { _ in UInt16.random(in: 0...4080, using: &rng) }
            let b = (0..<n).map { _ in UInt16.random(in: 0...4080, using: &rng) }
            for (w0, dw, rows) in [(1, 2, 8), (2, 4, 4), (4, 8, 2), (0, 16, 1), (9, 2, 4)] as [(UInt16, UInt16, Int)] {
                var out = [UInt8](repeating: 0, count: n * rows)
                px_blend_row_run(a, b, &out, n, n, Int32(rows), w0, dw)
                for r in 0..<rows {
                    let wb = UInt32(w0) + UInt32(r) * UInt32(dw), wa = 16 - wb
                    for k in 0..<n {
                        let expected = UInt8((UInt32(a[k]) * wa + UInt32(b[k]) * wb + 128) >> 8)
                        #expect(out[r * n + k] == expected, "n \(n), w0 \(w0), row \(r), k \(k)")
                        if out[r * n + k] != expected { return }
                    }
                }
            }
        }
    }

    @Test(arguments: [2, 3, 4, 8, 16])
    func downsampledBandsAverageWholeBlocks(factor f: Int) {
        var rng = SplitMix(seed: 40 + UInt64(f))
        let blocks = 13, stride = blocks * f * 4 + 12
        let band = (0..<(stride * f)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        var acc = [UInt64](repeating: 0, count: blocks * f)        // 16-bit sums, 8-byte aligned
        var out = [Float](repeating: 0, count: blocks * 4)
        acc.withUnsafeMutableBytes { raw in
            px_downsample_band(band, stride, Int32(f), Int32(blocks), raw.baseAddress!.assumingMemoryBound(to: UInt16.self), &out)
        }
        for block in 0..<blocks {
            for (channel, byte) in [2, 1, 0, 3].enumerated() {         // r, g, b, a from bytes b, g, r, a
                var sum = 0
                for y in 0..<f { for x in 0..<f { sum += Int(band[y * stride + (block * f + x) * 4 + byte]) } }
                #expect(out[block * 4 + channel] == Float(sum) * (1 / Float(f * f)), "block \(block), channel \(channel)")
            }
        }
    }

    @Test func rowPassesOnPairsEqualPassesOnSingleRows() {
        // Box passes along rows run two rows at once; a last odd row runs alone: both give the plain sliding sum.
        var rng = SplitMix(seed: 3)
        let w = 29, h = 5, radius = 3, fraction: Float = 0.4
        let pixels = (0..<(w * h * 4)).map { _ in Float(UInt8.random(in: 0...255, using: &rng)) }
        var together = pixels
        var scratch = [Float](repeating: 0, count: 2 * (w + 2 * (radius + 2)) * 4)
        px_box_rows_passes(&together, Int32(w), Int32(h), Int32(radius), fraction, &scratch, 2)
        for y in 0..<h {
            var row = Array(pixels[(y * w * 4)..<((y + 1) * w * 4)])
            px_box_rows_passes(&row, Int32(w), 1, Int32(radius), fraction, &scratch, 2)
            #expect(Array(together[(y * w * 4)..<((y + 1) * w * 4)]) == row, "row \(y)")
            // And the first pass is the weighted window: full taps, the two end taps at `fraction`.
            var once = Array(pixels[(y * w * 4)..<((y + 1) * w * 4)])
            px_box_rows_passes(&once, Int32(w), 1, Int32(radius), fraction, &scratch, 1)
            for x in 0..<w {
                var sum: Float = 0
                for k in -(radius + 1)...(radius + 1) {
                    let v = pixels[y * w * 4 + min(max(x + k, 0), w - 1) * 4]
                    sum += abs(k) == radius + 1 ? fraction * v : v
                }
                #expect(abs(once[x * 4] - sum / (Float(2 * radius + 1) + 2 * fraction)) < 1e-3, "row \(y), x \(x)")
            }
        }
    }
}
