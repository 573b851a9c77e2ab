import Foundation
import Views

/// An almost-Gaussian blur by three sliding-window box passes per axis (Kovesi; SVG feGaussianBlur).
///
/// The three boxes share one width chosen so that their variances add up to σ² exactly; a fractional width
/// weights the two end taps by the fraction (Giesen), so an animated σ blurs smoothly. The cost per pixel
/// does not depend on σ.
public struct BoxBlur {
    /// Half-width of the full-weight window.
    public let radius: Int
    /// Weight of the two taps just outside the window, 0…1.
    public let fraction: Double

    /// The box for a Gaussian of standard deviation `sigma` (pixels) split over `passes` boxes.
    public init(sigma: Double, passes: Int = 3) {
        let variance = max(sigma, 0) * max(sigma, 0) / Double(max(passes, 1))
        var r = 0
        while BoxBlur.variance(radius: r + 1, fraction: 0) <= variance { r += 1 }
        let s = BoxBlur.sumOfSquares(r)
        let f = (variance * Double(2 * r + 1) - s) / (2 * Double((r + 1) * (r + 1)) - 2 * variance)
        radius = r
        fraction = min(max(f, 0), 1)
    }

    /// The variance of one box (in pixels²).
    public var variance: Double { BoxBlur.variance(radius: radius, fraction: fraction) }

    private static func sumOfSquares(_ r: Int) -> Double { Double(r * (r + 1) * (2 * r + 1)) / 3 }

    static func variance(radius r: Int, fraction f: Double) -> Double {
        (sumOfSquares(r) + 2 * f * Double((r + 1) * (r + 1))) / (Double(2 * r + 1) + 2 * f)
    }

    /// Whether the box changes nothing.
    public var isIdentity: Bool { radius == 0 && fraction < 1e-4 }

    /// Blurs premultiplied ARGB pixels in place, three passes horizontally then three vertically. `scratch`
    /// must hold at least max(width, height) + 2 × (radius + 2) × 4 words; edges repeat the border pixels.
    public func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int,
                      scratch: UnsafeMutablePointer<UInt32>, passes: Int = 3) {
        guard !isIdentity, width > 0, height > 0 else { return }
        for y in 0..<height {
            for _ in 0..<passes { line(pixels + y * rowStride, count: width, step: 1, scratch: scratch) }
        }
        for x in 0..<width {
            for _ in 0..<passes { line(pixels + x, count: height, step: rowStride, scratch: scratch) }
        }
    }

    /// Scratch words `apply` needs for an image of this size.
    public func scratchCount(width: Int, height: Int) -> Int { max(width, height) + 2 * (radius + 2) + 8 }

    /// One pass over a line of `count` pixels `step` words apart.
    private func line(_ p: UnsafeMutablePointer<UInt32>, count: Int, step: Int, scratch: UnsafeMutablePointer<UInt32>) {
        let r = radius
        let pad = r + 1
        // Copy with repeated edges: scratch[i + pad] = p[clamp(i)].
        let first = p[0], last = p[(count - 1) * step]
        for i in 0..<pad { scratch[i] = first; scratch[pad + count + i] = last }
        for i in 0..<count { scratch[pad + i] = p[i * step] }
        // Fixed-point weights: full taps weigh 1, end taps `fraction`, all over `norm`.
        let fw = UInt32(fraction * 256 + 0.5)            // end-tap weight in 1/256
        let total = UInt32(2 * r + 1) * 256 + 2 * fw      // window weight in 1/256
        let inv = (UInt64(1) << 32) / UInt64(total)       // 1/total in 0.32 fixed point
        var sa: UInt32 = 0, sr: UInt32 = 0, sg: UInt32 = 0, sb: UInt32 = 0
        @inline(__always) func add(_ v: UInt32) {
            sa &+= v >> 24; sr &+= (v >> 16) & 0xFF; sg &+= (v >> 8) & 0xFF; sb &+= v & 0xFF
        }
        @inline(__always) func sub(_ v: UInt32) {
            sa &-= v >> 24; sr &-= (v >> 16) & 0xFF; sg &-= (v >> 8) & 0xFF; sb &-= v & 0xFF
        }
        // Window centred on output i covers scratch[pad + i - r ... pad + i + r].
        for k in (pad - r)...(pad + r) { add(scratch[k]) }
        for i in 0..<count {
            let c = pad + i
            var a = sa * 256, rr = sr * 256, g = sg * 256, b = sb * 256
            if fw > 0 {
                let l = scratch[c - r - 1], h = scratch[c + r + 1]
                a &+= fw * ((l >> 24) + (h >> 24))
                rr &+= fw * (((l >> 16) & 0xFF) + ((h >> 16) & 0xFF))
                g &+= fw * (((l >> 8) & 0xFF) + ((h >> 8) & 0xFF))
                b &+= fw * ((l & 0xFF) + (h & 0xFF))
            }
            let oa = UInt32((UInt64(a) * inv + (1 << 31)) >> 32)
            let or = UInt32((UInt64(rr) * inv + (1 << 31)) >> 32)
            let og = UInt32((UInt64(g) * inv + (1 << 31)) >> 32)
            let ob = UInt32((UInt64(b) * inv + (1 << 31)) >> 32)
            p[i * step] = oa << 24 | or << 16 | og << 8 | ob
            if i + 1 < count {
                sub(scratch[c - r])
                add(scratch[c + r + 1])
            }
        }
    }
}
