import Foundation

/// How content fills a view's bounds (UIView.ContentMode).
///
/// ```swift
/// photo.contentMode = .scaleAspectFill
/// photo.clipsToBounds = true
/// ```
nonisolated public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// A view that shows an image (UIImageView).
///
/// ```swift
/// let icon = ImageView(image: Image(named: "landscape"))
/// icon.contentMode = .scaleAspectFit
/// icon.tintColor = .systemOrange       // template rendering
/// ```
open class ImageView: View {
    public var image: Image? { didSet { setNeedsDisplay() } }
    public var contentMode = ContentMode.scaleToFill { didSet { setNeedsDisplay() } }
    /// Multiplies the image's colours when set (template rendering).
    public var tintColor: Color? { didSet { setNeedsDisplay() } }

    open override func draw(_ rect: CGRect) {
        guard let image, let context = GraphicsGetCurrentContext() else { return }
        context.drawImage(image, in: rect, contentMode: contentMode, tint: tintColor)
    }

    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    open override func makeSnapshotCopy() -> View {
        let copy = ImageView(image: image)
        copy.contentMode = contentMode
        copy.tintColor = tintColor
        return copy
    }
}
