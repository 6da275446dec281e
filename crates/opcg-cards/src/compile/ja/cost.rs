//! 発動コスト (8-3-1) before 「：」: the one table of both languages ([`crate::grammar::costs`]).

use super::*;

pub(super) fn this_card(c: &mut Cursor) -> bool {
    c.any(&["このキャラ", "このリーダー", "このステージ", "このカード"])
}

pub fn costs(c: &mut Cursor) -> Option<Vec<Cost>> {
    crate::grammar::costs::parse_costs(c, LANG)
}
