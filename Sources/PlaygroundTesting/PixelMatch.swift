import Foundation
import Rendering

/// A perceptual image comparison after pixelmatch (v7): per-pixel YIQ colour distance against a threshold,
/// with anti-aliased pixels detected and not counted as differences.
///
/// ```swift
/// let expected = try Framebuffer.load(png: "card.png")
/// if let result = PixelMatch(threshold: 0.1).compare(expected, try tester.frame()) {
///     #expect(result.ratio < 0.001)
/// }
/// ```
public struct PixelMatch {
    /// Matching threshold 0…1; smaller is stricter (pixelmatch's default is 0.1).
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences too.
    public var includeAntiAliasing = false

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
    }

    /// The outcome of a comparison.
    ///
    /// ```swift
    /// let result = try #require(PixelMatch().compare(a, b))    // nil when the sizes differ
    /// result.differing                                         // pixels that differ beyond the threshold
    /// try result.diffImage.writePNG(to: "/tmp/diff.png")       // differences in red
    /// ```
    public struct Result {
        /// Pixels that differ beyond the threshold (anti-aliasing excluded).
        public let differing: Int
        /// Pixels counted as anti-aliasing.
        public let antiAliased: Int
        public let total: Int
        /// Differences red, anti-aliasing yellow, the rest faded grey.
        public let diffImage: Framebuffer
        public var ratio: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    }

    /// Compares two images of the same size; nil when the sizes differ.
    public func compare(_ a: Framebuffer, _ b: Framebuffer) -> Result? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let w = a.width, h = a.height
        let img1 = RGBAImage(a), img2 = RGBAImage(b)
        let out = Framebuffer(width: w, height: h, scale: a.scale)
        let outBytes = out.bytes
        let maxDelta = 35215 * threshold * threshold
        var diff = 0, aa = 0
        for y in 0..<h {
            let row = (outBytes + y * out.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let delta = PixelMatch.colorDelta(img1, img2, x, y, x, y, yOnly: false)
                if abs(delta) > maxDelta {
                    if !includeAntiAliasing && (antialiased(img1, x, y, img2) || antialiased(img2, x, y, img1)) {
                        aa += 1
                        row[x] = 0xFFFF_FF00
                    } else {
                        diff += 1
                        row[x] = 0xFFFF_0000
                    }
                } else {
                    let (r, g, bl, al) = img1.rgba(x, y)
                    let yv = PixelMatch.blend(PixelMatch.luma(r, g, bl), al) 
                    let v = UInt32(min(max(255 + (yv - 255) * 0.1, 0), 255))
                    row[x] = 0xFF00_0000 | v << 16 | v << 8 | v
                }
            }
        }
        out.markDirty()
        return Result(differing: diff, antiAliased: aa, total: w * h, diffImage: out)
    }

    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }

    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// pixelmatch's colour delta: signed, negative when the first pixel is brighter; with `yOnly`, the luma
    /// difference (positive when the first pixel is brighter).
    static func colorDelta(_ i1: RGBAImage, _ i2: RGBAImage, _ x1: Int, _ y1: Int, _ x2: Int, _ y2: Int,
                           yOnly: Bool) -> Double {
        var (r1, g1, b1, a1) = i1.rgba(x1, y1)
        var (r2, g2, b2, a2) = i2.rgba(x2, y2)
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 1 { r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1) }
        if a2 < 1 { r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2) }
        let y1v = luma(r1, g1, b1), y2v = luma(r2, g2, b2)
        let dy = y1v - y2v
        if yOnly { return dy }
        let i = (r1 * 0.59597799 - g1 * 0.2741761 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.2741761 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * dy * dy + 0.299 * i * i + 0.1957 * q * q
        return y1v > y2v ? -delta : delta
    }

    /// Whether the pixel looks like anti-aliasing: few identical neighbours, both darker and brighter ones,
    /// and its darkest or brightest neighbour sits in a flat area in both images.
    private func antialiased(_ img: RGBAImage, _ x1: Int, _ y1: Int, _ other: RGBAImage) -> Bool {
        let w = img.width, h = img.height
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minD = 0.0, maxD = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = PixelMatch.colorDelta(img, img, x1, y1, x, y, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = x; minY = y
                } else if delta > maxD {
                    maxD = delta; maxX = x; maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    private func hasManySiblings(_ img: RGBAImage, _ x1: Int, _ y1: Int) -> Bool {
        let w = img.width, h = img.height
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let p = img.raw(x1, y1)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img.raw(x, y) == p {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}

/// Straight-alpha RGBA access to a framebuffer's premultiplied pixels.
struct RGBAImage {
    let width: Int
    let height: Int
    private let base: UnsafeMutableRawPointer
    private let stride: Int
    private let owner: Framebuffer

    init(_ fb: Framebuffer) {
        owner = fb
        width = fb.width
        height = fb.height
        base = fb.bytes
        stride = fb.stride
    }

    func raw(_ x: Int, _ y: Int) -> UInt32 {
        base.advanced(by: y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// Straight colour 0…255 and alpha 0…1.
    func rgba(_ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
        let v = raw(x, y)
        let a = Double(v >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        let k = 255 / a
        return (Double((v >> 16) & 0xFF) * k, Double((v >> 8) & 0xFF) * k, Double(v & 0xFF) * k, a / 255)
    }
}
