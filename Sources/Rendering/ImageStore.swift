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

    /// The pixel size of an image, loading it if needed.
    public func size(of image: Image) throws -> CGSize {
        let s = try surface(for: image)
        return CGSize(width: Int(cairo_image_surface_get_width(s)), height: Int(cairo_image_surface_get_height(s)))
    }
}
