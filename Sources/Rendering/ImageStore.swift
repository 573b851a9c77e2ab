import CCairo
import Foundation
import Views

/// Loads images from Assets/Images/<name>.png once and keeps them as premultiplied cairo surfaces.
///
/// ```swift
/// let images = ImageStore()
/// images.path(for: "landscape")                        // …/Assets/Images/landscape.png
/// try images.size(of: Image(named: "landscape")!)      // its size in pixels
/// ```
@MainActor
public final class ImageStore {
    private var surfaces: [String: OpaquePointer] = [:]
    private let directory: String?

    /// A store reading from `directory` (Assets/Images by default).
    public init(directory: String? = nil) {
        self.directory = directory ?? AssetLocator.directory.map { $0 + "/Images" }
    }

    isolated deinit { for s in surfaces.values { cairo_surface_destroy(s) } }

    /// The path an image name maps to.
    public func path(for name: String) -> String {
        (directory ?? "Assets/Images") + "/" + name + ".png"
    }

    /// The image's surface; throws an error naming the file when it is missing or unreadable.
    func surface(for image: Image) throws -> OpaquePointer {
        if let s = surfaces[image.name] { return s }
        if let pixels = image.pixels { return surface(for: pixels, name: image.name) }
        let path = self.path(for: image.name)
        guard FileManager.default.fileExists(atPath: path) else { throw RenderingError.missingFile(path: path) }
        let s = cairo_image_surface_create_from_png(path)!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(s)))
            cairo_surface_destroy(s)
            throw RenderingError.unreadable(path: path, reason: reason)
        }
        surfaces[image.name] = s
        return s
    }

    /// A surface holding the pixels of an image made in code (copied once).
    private func surface(for pixels: ImagePixels, name: String) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(pixels.width, 1)), Int32(max(pixels.height, 1)))!
        cairo_surface_flush(s)
        if let data = cairo_image_surface_get_data(s), pixels.width > 0 {
            let stride = Int(cairo_image_surface_get_stride(s))
            pixels.argb.withUnsafeBufferPointer { src in
                for y in 0..<pixels.height {
                    (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: pixels.width) { row in
                        for x in 0..<pixels.width { row[x] = src[y * pixels.width + x] }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(s)
        surfaces[name] = s
        return s
    }

    /// The pixel size of an image, loading it if needed.
    public func size(of image: Image) throws -> CGSize {
        let s = try surface(for: image)
        return CGSize(width: Int(cairo_image_surface_get_width(s)), height: Int(cairo_image_surface_get_height(s)))
    }
}
