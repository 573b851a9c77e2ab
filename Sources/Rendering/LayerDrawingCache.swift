import CCairo
import Foundation
import Views

/// What the compositor keeps per gradient and text layer between frames: the cairo pattern (or conic raster)
/// of a gradient and the text raster of a text layer, each made again only when the values it was made from
/// change. Entries a layer has not used for a while go.
///
/// ```swift
/// let pattern = layerDrawings.gradient(for: layer, key: key) { makePattern() }   // reused while `key` holds
/// ```
@MainActor
final class LayerDrawingCache {
    /// What a gradient's pattern was made from.
    struct GradientKey: Equatable {
        var values: GradientValues
        var type: GradientLayerType
        var bounds: CGRect
        /// Pixels per point of a conic raster (0 for cairo's own patterns).
        var scale: Double
    }

    /// What a text layer's raster was made from.
    struct TextKey: Equatable {
        var text: String
        var font: Font
        var color: Color
        var alignment: TextLayerAlignmentMode
        var wrapped: Bool
        var truncation: TextLayerTruncationMode
        var widthPx: Int
        var heightPx: Int
        var scale: Double
    }

    private var gradients: [ObjectIdentifier: (key: GradientKey, pattern: OpaquePointer?, used: UInt64)] = [:]
    private var texts: [ObjectIdentifier: (key: TextKey, raster: TextRaster?, used: UInt64)] = [:]
    private var lastPrune: UInt64 = 0

    init() {}

    isolated deinit {
        for entry in gradients.values { if let p = entry.pattern { cairo_pattern_destroy(p) } }
    }

    /// The pattern made for `key`, or a new one from `make` (nil: nothing to draw).
    func gradient(for layer: Layer, key: GradientKey, pass: UInt64, make: () -> OpaquePointer?) -> OpaquePointer? {
        let id = ObjectIdentifier(layer)
        if let entry = gradients[id], entry.key == key {
            gradients[id]?.used = pass
            return entry.pattern
        }
        if let old = gradients[id]?.pattern { cairo_pattern_destroy(old) }
        let pattern = make()
        gradients[id] = (key, pattern, pass)
        prune(pass: pass)
        return pattern
    }

    /// The raster made for `key`, or a new one from `make`.
    func text(for layer: Layer, key: TextKey, pass: UInt64, make: () -> TextRaster?) -> TextRaster? {
        let id = ObjectIdentifier(layer)
        if let entry = texts[id], entry.key == key {
            texts[id]?.used = pass
            return entry.raster
        }
        let raster = make()
        texts[id] = (key, raster, pass)
        prune(pass: pass)
        return raster
    }

    /// Drops what no layer drew in the last few hundred passes (checked at most every 60 passes).
    private func prune(pass: UInt64) {
        guard pass &- lastPrune > 60 else { return }
        lastPrune = pass
        for (id, entry) in gradients where pass &- entry.used > 300 {
            if let p = entry.pattern { cairo_pattern_destroy(p) }
            gradients[id] = nil
        }
        for (id, entry) in texts where pass &- entry.used > 300 { texts[id] = nil }
    }
}
