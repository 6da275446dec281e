//! Worded timings with holes ("When you play a Character with no base effect from your hand,",
//! 「自分が元々の効果のないキャラを手札から登場させた時、」), one entry each, the same way as
//! [`super::clauses`]: the timings whose words name cards by a filter, which a row of
//! [`super::words::WHENS`] (fixed words) cannot say. A template is the timing's core: English
//! after "When " / "This effect can be activated when " and before "," / "."; Japanese before
//! 「時、」 / 「時、発動できる。」 — [`super::words`]' timing readers and writers put those
//! around it, as they do around a worded row of `WHENS`.

use opcg_engine::effect::When;

use super::clauses::clauses;
use super::holes;
use super::template::{Family, Vals};

clauses! {
    /// Every worded timing with holes, in the order they are tried.
    pub static WORDED_TIMINGS: When;
    /// "When your {T} type Character is removed from the field by your opponent's effect or
    /// K.O.'d" (自分の特徴《T》を持つキャラがKOされた時か、相手の効果で場を離れた時).
    "your-character-koed-or-removed-by-opponent" (c: CHARACTERS) { When::YourCharacterKoedOrRemovedByOpponent(c) }
        en ["your {c} is removed from the field by your opponent's effect or K.O.'d"]
        ja ["自分の{c}がKOされた時か、相手の効果で場を離れた"];
    /// "When you play a Character with no base effect from your hand" (自分が元々の効果のないキャラを
    /// 手札から登場させた時).
    "you-play-character-from-hand" (c: CHARACTERS) { When::YouPlayCharacterFromHand(c) }
        en ["you play a {c} from your hand"]
        ja ["自分が{c}を手札から登場させた"];
    /// "When your opponent plays a Character with a base cost of 8 or more, or when your opponent
    /// plays a Character using a Character's effect" (相手が、元々のコスト8以上のキャラを登場させた時か
    /// キャラの効果でキャラを登場させた時): before the row it starts.
    "opponent-plays-character-or-by-character-effect" (c: CHARACTERS; e = true)
        { When::OpponentPlaysCharacter { filter: c, or_by_character_effect: e } }
        en ["your opponent plays a {c}, or when your opponent plays a Character using a Character's effect"]
        ja ["相手が、{c}を登場させた時かキャラの効果でキャラを登場させた"];
    /// "When your opponent plays a Character" (相手がキャラを登場させた時).
    "opponent-plays-character" (c: CHARACTERS; e = false) { When::OpponentPlaysCharacter { filter: c, or_by_character_effect: e } }
        en ["your opponent plays a {c}"]
        ja ["相手が{c}を登場させた", "相手が、{c}を登場させた"];
}
