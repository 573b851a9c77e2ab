import Foundation

/// An image from the asset catalogue (Assets/), by name (UIImage(named:)), or made in code from pixels.
/// Pixels of a named image are loaded by the renderer.
///
/// ```swift
/// let photo = ImageView(image: Image(named: "landscape"))
/// let dot = Image(width: 2, height: 1, premultipliedARGB: [0xFFFF_FFFF, 0x8080_8080])   // in code
/// ```
nonisolated public struct Image: Hashable, Sendable {
    /// The asset name, without extension (for an image made in code: a name derived from its pixels).
    public let name: String
    /// The pixels of an image made in code (nil for an asset).
    public let pixels: ImagePixels?

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        pixels = nil
    }

    /// An image of `width` × `height` pixels, row by row, each premultiplied 0xAARRGGBB (as cairo keeps them).
    /// Two images with the same pixels are equal.
    public init(width: Int, height: Int, premultipliedARGB: [UInt32]) {
        let w = max(width, 0), h = max(height, 0)
        var data = premultipliedARGB
        if data.count != w * h { data = Array(data.prefix(w * h)) + Array(repeating: 0, count: max(w * h - data.count, 0)) }
        let px = ImagePixels(width: w, height: h, argb: data)
        pixels = px
        name = "pixels-\(w)x\(h)-\(String(px.digest, radix: 16))"
    }

    public static func == (a: Image, b: Image) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The pixels of an image made in code: premultiplied 0xAARRGGBB, row by row.
nonisolated public final class ImagePixels: Sendable {
    public let width: Int
    public let height: Int
    public let argb: [UInt32]
    /// A hash of the size and pixels (FNV-1a), stable from run to run.
    public let digest: UInt64

    init(width: Int, height: Int, argb: [UInt32]) {
        self.width = width
        self.height = height
        self.argb = argb
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in [UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: height)] + argb {
            h = (h ^ UInt64(v)) &* 0x100_0000_01b3
        }
        digest = h
    }
}
