import Foundation
import Rendering

/// One premultiplied ARGB pixel split into its channels.
public struct ARGB: Equatable, CustomStringConvertible {
    public var a: Int, r: Int, g: Int, b: Int

    public init(_ v: UInt32) {
        a = Int(v >> 24); r = Int((v >> 16) & 0xFF); g = Int((v >> 8) & 0xFF); b = Int(v & 0xFF)
    }

    public init(a: Int = 255, r: Int, g: Int, b: Int) { self.a = a; self.r = r; self.g = g; self.b = b }

    public var packed: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: ARGB, _ tolerance: Int = 2) -> Bool {
        abs(a - other.a) <= tolerance && abs(r - other.r) <= tolerance
            && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    public var description: String { "ARGB(a: \(a), r: \(r), g: \(g), b: \(b))" }

    public static let black = ARGB(r: 0, g: 0, b: 0)
    public static let white = ARGB(r: 255, g: 255, b: 255)
    public static let red = ARGB(r: 255, g: 0, b: 0)
    public static let green = ARGB(r: 0, g: 255, b: 0)
    public static let blue = ARGB(r: 0, g: 0, b: 255)
}

extension Framebuffer {
    /// The pixel at (x, y) split into channels.
    public func argb(_ x: Int, _ y: Int) -> ARGB { ARGB(pixel(x: x, y: y)) }

    /// Writes one premultiplied pixel directly.
    public func setPixel(_ x: Int, _ y: Int, _ value: UInt32) {
        bytes.advanced(by: y * stride + x * 4).storeBytes(of: value, as: UInt32.self)
        markDirty()
    }

    /// Fills the whole image with one premultiplied value.
    public func fill(_ value: UInt32) {
        for y in 0..<height { for x in 0..<width { setPixel(x, y, value) } }
    }

    /// The pixels of row `y` from `x0` up to (not including) `x1`.
    public func row(_ y: Int, from x0: Int = 0, to x1: Int? = nil) -> [ARGB] {
        (x0..<(x1 ?? width)).map { argb($0, y) }
    }
}

/// A temporary directory for one test, removed by the caller.
public func makeTemporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "rendering-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
