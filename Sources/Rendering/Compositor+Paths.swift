import CCairo
import Foundation
import Views

/// Small drawing helpers of the compositor: rounded rectangles, colours, the drawn-content hash.
extension Compositor {
    func appendRoundedRect(_ r: CGRect, radius: CGFloat) {
        guard let cr else { return }
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let rad = Double(max(min(radius, min(r.width, r.height) / 2), 0))
        if rad <= 0.01 {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * opacity)
    }

    func mix(_ v: UInt64) {
        drawnHash = (drawnHash ^ v) &* 0x100_0000_01b3
    }

    func mix(_ c: Color) {
        mix(Double(c.red).bitPattern); mix(Double(c.green).bitPattern)
        mix(Double(c.blue).bitPattern); mix(Double(c.alpha).bitPattern)
    }
}

struct LabelRasterKey: Equatable {
    let text: String
    let font: Font
    let color: Color
    let alignment: TextAlignment
    let wraps: Bool
    let widthPx: Int
    let scale: Double
}

/// The rendered text of one label, kept on the label while its text and style stay the same.
final class LabelRasterCache: RenderRecord {
    var key: LabelRasterKey?
    var raster: TextRaster?
}
