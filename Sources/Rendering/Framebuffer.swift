import CCairo
import Foundation
import Views

/// A premultiplied ARGB8888 image in memory (cairo's ARGB32: the same bytes as SDL's ARGB8888 on
/// little-endian machines), sized in pixels, with the point-to-pixel scale it is drawn at.
///
/// ```swift
/// let fb = Framebuffer(width: 1600, height: 1200, scale: 2)   // 800 × 600 points
/// fb.color(atPoint: CGPoint(x: 10, y: 10))                     // the colour drawn there
/// try fb.writePNG(to: "/tmp/frame.png")
/// let again = try Framebuffer.load(png: "/tmp/frame.png", scale: 2)
/// ```
@MainActor
public final class Framebuffer {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    let surface: OpaquePointer

    /// A cleared framebuffer of `width` × `height` pixels.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
    }

    /// A framebuffer on pixels the caller owns (a window's own surface): `stride` bytes a row, B, G, R, A in
    /// memory. They must outlive the framebuffer.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, scale: Double = 1) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.scale = scale
        surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(self.width), Int32(self.height), Int32(stride))
    }

    isolated deinit { cairo_surface_destroy(surface) }

    /// A copy of the pixels, in a framebuffer of its own.
    public func copy() -> Framebuffer {
        let out = Framebuffer(width: width, height: height, scale: scale)
        out.copyPixels(from: self)
        return out
    }

    /// Copies the pixels of `other` (its top-left part, when it is larger; as far as it reaches, when smaller).
    public func copyPixels(from other: Framebuffer) {
        let src = other.bytes, dst = bytes
        let rowBytes = min(width, other.width) * 4
        for y in 0..<min(height, other.height) { (dst + y * stride).copyMemory(from: src + y * other.stride, byteCount: rowBytes) }
        markDirty()
    }

    /// The size in points.
    public var pointSize: CGSize { CGSize(width: Double(width) / scale, height: Double(height) / scale) }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The first byte of the pixels (flushed, ready to read).
    public var bytes: UnsafeMutableRawPointer {
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    }

    /// Tells cairo the pixels were written directly.
    public func markDirty() { cairo_surface_mark_dirty(surface) }

    /// The premultiplied ARGB value at a pixel.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return bytes.advanced(by: y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// The straight-alpha colour at a point (rounded to the pixel).
    public func color(atPoint p: CGPoint) -> Color {
        let v = pixel(x: Int(p.x * scale), y: Int(p.y * scale))
        let a = Double(v >> 24) / 255
        guard a > 0 else { return .clear }
        func c(_ shift: UInt32) -> CGFloat { CGFloat(min(Double((v >> shift) & 0xFF) / 255 / a, 1)) }
        return Color(red: c(16), green: c(8), blue: c(0), alpha: CGFloat(a))
    }

    /// Writes a PNG file.
    public func writePNG(to path: String) throws {
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The frame encoded as PNG.
    public func pngData() throws -> Data {
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cannotWrite(path: "(PNG data)", reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    /// Decodes PNG data as a framebuffer.
    public static func decode(png data: Data, scale: Double = 1) throws -> Framebuffer {
        final class Source { let data: Data; var offset = 0; init(_ d: Data) { data = d } }
        let source = Source(data)
        let image = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard source.offset + n <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: bytes, from: source.offset..<(source.offset + n))
                source.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(image) }
        return try copy(of: image, path: "(PNG data)", scale: scale)
    }

    /// Loads a PNG file as a framebuffer (for comparing with goldens).
    public static func load(png path: String, scale: Double = 1) throws -> Framebuffer {
        guard FileManager.default.fileExists(atPath: path) else { throw RenderingError.missingFile(path: path) }
        let image = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(image) }
        return try copy(of: image, path: path, scale: scale)
    }

    /// A framebuffer holding a copy of a decoded PNG surface.
    private static func copy(of image: OpaquePointer, path: String, scale: Double) throws -> Framebuffer {
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.unreadable(path: path, reason: String(cString: cairo_status_to_string(cairo_surface_status(image))))
        }
        let fb = Framebuffer(width: Int(cairo_image_surface_get_width(image)),
                             height: Int(cairo_image_surface_get_height(image)), scale: scale)
        let cr = cairo_create(fb.surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return fb
    }
}

/// Errors of the renderer, each naming the file or resource at fault.
///
/// ```swift
/// do { _ = try Framebuffer.load(png: "missing.png") }
/// catch let error as RenderingError { print(error) }   // "file not found: missing.png"
/// ```
public enum RenderingError: Error, CustomStringConvertible, Equatable {
    case missingFile(path: String)
    case unreadable(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case missingAsset(name: String, searched: String)
    case font(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingFile(let path): return "file not found: \(path)"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .missingAsset(let name, let searched): return "missing asset '\(name)' (looked for \(searched))"
        case .font(let path, let reason): return "cannot load font \(path): \(reason)"
        }
    }
}
