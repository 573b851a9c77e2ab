import CCairo
import Foundation
import Views

/// Drawing a `TextLayer` with the renderer a `Label` uses (the same faces, sizes, wrapping and tinting), at the
/// top of its bounds, aligned across them and clipped to them. The raster is made again only when the text,
/// font, size, colour, width or modes change.
extension Compositor {
    /// How many things a text layer draws (its text, when it has any).
    static func textThings(_ layer: TextLayer, _ t: TextValues) -> Int {
        layer.text.isEmpty || t.fontSize <= 0 || t.foregroundColor.alpha <= 0 ? 0 : 1
    }

    func drawTextLayer(_ layer: TextLayer, _ v: LayerValues) {
        guard let cr, Compositor.textThings(layer, v.text) > 0, v.bounds.width > 0, v.bounds.height > 0 else { return }
        let b = v.bounds
        let font = layer.font(ofSize: v.text.fontSize)
        let widthPx = max(Int((Double(b.width) * scale).rounded(.down)), 1)
        let heightPx = max(Int((Double(b.height) * scale).rounded(.down)), 1)
        let key = LayerDrawingCache.TextKey(text: layer.text, font: font, color: v.text.foregroundColor,
                                            alignment: layer.alignmentMode, wrapped: layer.isWrapped,
                                            truncation: layer.truncationMode, widthPx: widthPx, heightPx: heightPx,
                                            scale: scale)
        guard let raster = layerDrawings.text(for: layer, key: key, pass: pass, make: { renderText(key, font: font) })
        else { return }
        let w = Double(raster.width) / scale
        var x = Double(b.minX), y = Double(b.minY)
        switch layer.alignmentMode {
        case .center: x += (Double(b.width) - w) / 2
        case .right: x += Double(b.width) - w
        default: break
        }
        // On whole device pixels (as the layer's backing store would be), so the glyphs stay sharp.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if m.xy == 0, m.yx == 0 {
            cairo_user_to_device(cr, &x, &y)
            x.round()
            y.round()
            cairo_device_to_user(cr, &x, &y)
        }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_clip(cr)
        paint(raster, at: CGRect(x: x, y: y, width: w, height: Double(raster.height) / scale), alpha: 1)
        cairo_restore(cr)
    }

    /// Sets the text as the key says: wrapped at the width (the lines that fit the height kept, the last one
    /// ending in an ellipsis, when it truncates), or on one line truncated at its start, middle or end.
    private func renderText(_ key: LayerDrawingCache.TextKey, font: Font) -> TextRaster? {
        let alignment: TextAlignment = switch key.alignment {
        case .center: .center
        case .right: .right
        case .left: .left
        case .natural, .justified: .natural
        }
        if key.wrapped {
            let lineHeightPx = max(Int((Double(font.lineHeight) * scale).rounded()), 1)
            let lines = key.truncation == .none ? 0 : max(key.heightPx / lineHeightPx, 1)
            return text.render(key.text, font: font, color: key.color, scale: scale, wrapWidth: key.widthPx,
                               maxWidth: nil, maxLines: lines, alignment: alignment)
        }
        switch key.truncation {
        case .none:
            return text.render(key.text, font: font, color: key.color, scale: scale, wrapWidth: nil, maxWidth: nil,
                               alignment: alignment)
        case .end:
            return text.render(key.text, font: font, color: key.color, scale: scale, wrapWidth: nil,
                               maxWidth: key.widthPx, alignment: alignment)
        case .start, .middle:
            let line = truncated(key.text, font: font, widthPx: key.widthPx, keepingStart: key.truncation == .middle)
            return text.render(line, font: font, color: key.color, scale: scale, wrapWidth: nil, maxWidth: nil,
                               alignment: alignment)
        }
    }

    /// `text` fitted to `widthPx` pixels with "..." at its start (`keepingStart` false) or in its middle.
    private func truncated(_ string: String, font: Font, widthPx: Int, keepingStart: Bool) -> String {
        // The measurer sets at 2 pixels per point: a font scale/2 times the size measures in pixels / 2.
        let measuring = font.withSize(font.pointSize * CGFloat(scale) / 2)
        func width(_ s: String) -> Int { Int((text.size(of: s, font: measuring).width * 2).rounded(.up)) }
        guard width(string) > widthPx else { return string }
        let chars = Array(string)
        func candidate(_ keep: Int) -> String {
            if !keepingStart { return "..." + String(chars[(chars.count - keep)...]) }
            let head = (keep + 1) / 2, tail = keep - head
            return String(chars[..<head]) + "..." + String(chars[(chars.count - tail)...])
        }
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(candidate(mid)) <= widthPx { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
