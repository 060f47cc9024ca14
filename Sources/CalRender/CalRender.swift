// The library's front door. `import CalRender` gives the request (``CalendarRequest``), the
// renderer that answers it (``CalendarRenderer``) and the model it builds (`CalendarDocument`
// and its days), with nothing else to import or wire.
@_exported import CalendarModel
import CalendarRenderers

/// The look of SVG and HTML output: colours as CSS custom properties with literal fallbacks.
public typealias Theme = CalendarRenderers.Theme

/// Text made safe to print on a terminal: control and bidi-override characters shown as visible
/// substitutes, one for one. For a tool that echoes what its user or a file gave it (a pattern, an
/// event title, an error message quoting either) beside calrender's own output.
public typealias TerminalText = CalendarRenderers.TerminalText
