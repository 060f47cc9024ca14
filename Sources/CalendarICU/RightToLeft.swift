import CICUShim

/// Whether the locale's script is written right to left (`uloc_isRightToLeft`).
func cr_isRightToLeft(_ locale: String) -> Bool { cr_locale_is_right_to_left(locale) != 0 }
