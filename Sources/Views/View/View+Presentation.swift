import Foundation

/// Where a view's animating properties are in its world's animation columns: the storage and each property's
/// row (-1 while it does not animate), kept by the view beside its model values.
///
/// ```swift
/// let rows = view.presentationRows
/// rows.storage?.pointee.points.pointee.presentations[Int(rows.center)]   // center on screen, in a snapshot
/// ```
struct PresentationRows {
    /// The storage every store of the view has its row in; nil when they differ (reads go through the stores).
    var storage: UnsafeMutablePointer<AnimationStorage.Shared>?
    var center: Int32 = -1
    var bounds: Int32 = -1
    var transform: Int32 = -1
    var alpha: Int32 = -1
    var backgroundColor: Int32 = -1
    var cornerRadius: Int32 = -1
    var borderWidth: Int32 = -1
    var borderColor: Int32 = -1
}

extension View {
    /// The values on screen now.
    ///
    /// Inside a frame's snapshot each animating property is one load from its column (the snapshot's walk
    /// composed it); outside, each store composes its value from its animations' progress now.
    public var presentationValues: PresentationValues {
        let values = currentValuesRow()
        var p = values.pointee.model
        let animating = values.pointee.animating
        if animating == 0 { return p }
        let rows = values.pointee.presentationRows
        if let storage = rows.storage, storage.pointee.isSnapshotOpen {
            let shared = storage.pointee
            if animating & ViewProperty.center.bit != 0 { p.center = shared.points.pointee.presentations[Int(rows.center)] }
            if animating & ViewProperty.bounds.bit != 0 { p.bounds = shared.rects.pointee.presentations[Int(rows.bounds)] }
            if animating & ViewProperty.transform.bit != 0 {
                p.transform = shared.transforms.pointee.presentations[Int(rows.transform)]
            }
            if animating & ViewProperty.alpha.bit != 0 { p.alpha = shared.scalars.pointee.presentations[Int(rows.alpha)] }
            if animating & ViewProperty.backgroundColor.bit != 0 {
                p.backgroundColor = shared.colors.pointee.presentations[Int(rows.backgroundColor)]
            }
            if animating & ViewProperty.cornerRadius.bit != 0 {
                p.cornerRadius = shared.scalars.pointee.presentations[Int(rows.cornerRadius)]
            }
            if animating & ViewProperty.borderWidth.bit != 0 {
                p.borderWidth = shared.scalars.pointee.presentations[Int(rows.borderWidth)]
            }
            if animating & ViewProperty.borderColor.bit != 0 {
                p.borderColor = shared.colors.pointee.presentations[Int(rows.borderColor)]
            }
            return p
        }
        if animating & ViewProperty.center.bit != 0 { p.center = centerStore.presentation }
        if animating & ViewProperty.bounds.bit != 0 { p.bounds = boundsStore.presentation }
        if animating & ViewProperty.transform.bit != 0 { p.transform = transformStore.presentation }
        if animating & ViewProperty.alpha.bit != 0 { p.alpha = alphaStore.presentation }
        if animating & ViewProperty.backgroundColor.bit != 0 { p.backgroundColor = backgroundColorStore.presentation }
        if animating & ViewProperty.cornerRadius.bit != 0 { p.cornerRadius = cornerRadiusStore.presentation }
        if animating & ViewProperty.borderWidth.bit != 0 { p.borderWidth = borderWidthStore.presentation }
        if animating & ViewProperty.borderColor.bit != 0 { p.borderColor = borderColorStore.presentation }
        return p
    }

    /// The view's row of its world's `ViewValuesColumn`, made on the first read and filled again after a store
    /// changed (`storeDidChange`).
    @inline(__always) func currentValuesRow() -> UnsafeMutablePointer<ViewValuesColumn.Row> {
        if valuesRow < 0 {
            let storage = world.animationStorage
            valuesRow = storage.viewValues.allocate()
            valuesStorage = storage.shared
        }
        let row = valuesStorage.unsafelyUnwrapped.pointee.viewValues.pointee.rows + Int(valuesRow)
        if !row.pointee.isCurrent { cacheModelValues(into: row) }
        return row
    }

    /// A store changed: the next read takes the model values again.
    func invalidateModelValues() {
        guard valuesRow >= 0 else { return }
        valuesStorage.unsafelyUnwrapped.pointee.viewValues.pointee.rows[Int(valuesRow)].isCurrent = false
    }

    /// Gives the row back (the view goes, or joins another world, whose column gives it a new one).
    func releaseValuesRow() {
        guard valuesRow >= 0 else { return }
        world.animationStorage.viewValues.free(valuesRow)
        valuesRow = -1
        valuesStorage = nil
    }

    /// Fills `row` with the model values, which stores animate, and their rows in their columns.
    private func cacheModelValues(into row: UnsafeMutablePointer<ViewValuesColumn.Row>) {
        row.pointee.model = PresentationValues(
            center: centerStore.model, bounds: boundsStore.model, transform: transformStore.model,
            alpha: alphaStore.model, backgroundColor: backgroundColorStore.model, cornerRadius: cornerRadiusStore.model,
            borderWidth: borderWidthStore.model, borderColor: borderColorStore.model)
        row.pointee.isCurrent = true
        var animating: UInt8 = 0
        let storage = centerStore.columnRow.storage
        var sameStorage = true
        func rowOf<Value>(_ store: AnimatedValue<Value>, _ property: ViewProperty) -> Int32 {
            let (row, its) = store.columnRow
            guard row >= 0 else { return -1 }
            animating |= property.bit
            if its != storage { sameStorage = false }
            return row
        }
        var rows = PresentationRows(
            storage: nil, center: rowOf(centerStore, .center), bounds: rowOf(boundsStore, .bounds),
            transform: rowOf(transformStore, .transform), alpha: rowOf(alphaStore, .alpha),
            backgroundColor: rowOf(backgroundColorStore, .backgroundColor),
            cornerRadius: rowOf(cornerRadiusStore, .cornerRadius), borderWidth: rowOf(borderWidthStore, .borderWidth),
            borderColor: rowOf(borderColorStore, .borderColor))
        rows.storage = sameStorage ? storage : nil
        row.pointee.animating = animating
        row.pointee.presentationRows = rows
    }
}
