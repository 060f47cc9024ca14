// The library's front door. `import CalRender` gives the request (``CalendarRequest``), the
// renderer that answers it (``CalendarRenderer``) and the model it builds (`CalendarDocument`
// and its days), with nothing else to import or wire.
@_exported import CalendarModel
import CalendarRenderers

/// The look of SVG and HTML output: colours as CSS custom properties with literal fallbacks.
public typealias Theme = CalendarRenderers.Theme
