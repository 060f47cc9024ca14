import CICUShim
import CalendarModel

extension LabelWidth {
  var shimValue: Int32 {
    switch self {
    case .wide: Int32(CR_WIDTH_WIDE)
    case .abbreviated: Int32(CR_WIDTH_ABBREVIATED)
    case .short: Int32(CR_WIDTH_SHORT)
    case .narrow: Int32(CR_WIDTH_NARROW)
    }
  }
}
