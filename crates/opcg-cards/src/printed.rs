//! The printed card (カードの情報, rule 2).

use std::collections::BTreeMap;

use game_core::Lang;
use opcg_engine::{Attribute, CardKind, Colour};
use serde::{Deserialize, Serialize};

/// What a card says in one language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardText {
    /// カード名 (2-1).
    pub name: String,
    /// 特徴 (2-4), in printed order.
    pub traits: Vec<String>,
    /// カードテキスト (2-8): one ability per line (`\n`), normalised (see [`crate::text`]).
    /// Empty when the card has no text.
    pub effect: String,
    /// 【トリガー】 (2-11) text, with its leading "[Trigger]"/"【トリガー】" tag.
    pub trigger: Option<String>,
}

/// One card as printed: the facts that do not depend on the language, and its text per language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedCard {
    /// カードナンバー (2-14), e.g. "OP01-015"; alternate arts share it.
    pub number: String,
    /// カード種類 (2-2).
    pub kind: CardKind,
    /// 色 (2-3), in printed order.
    pub colours: Vec<Colour>,
    /// コスト (2-7): characters, events and stages.
    pub cost: Option<i32>,
    /// パワー (2-6): leaders and characters.
    pub power: Option<i32>,
    /// (アイコン)カウンター (2-10): characters.
    pub counter: Option<i32>,
    /// ライフ (2-9): leaders.
    pub life: Option<u8>,
    /// 属性 (2-5): leaders and characters.
    pub attributes: Vec<Attribute>,
    /// レアリティ (2-13): no meaning in the game.
    pub rarity: String,
    /// ブロックアイコン (2-15): no meaning in the game.
    pub block: Option<u8>,
    /// The card's words per language; at least one.
    pub texts: BTreeMap<Lang, CardText>,
}

impl PrintedCard {
    /// The text in `lang`, or in the other language when this card has none in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> Option<&CardText> {
        self.texts.get(&lang).or_else(|| self.texts.values().next())
    }

    /// The name in `lang` (falling back to the other language).
    #[must_use]
    pub fn name(&self, lang: Lang) -> &str {
        self.text(lang).map_or(self.number.as_str(), |t| t.name.as_str())
    }

    /// True when the language-free facts of `other` are those of `self` (texts aside): an
    /// alternate art or the same card from another language's list.
    #[must_use]
    pub fn same_card_as(&self, other: &PrintedCard) -> bool {
        self.number == other.number
            && self.kind == other.kind
            && self.colours == other.colours
            && self.cost == other.cost
            && self.power == other.power
            && self.counter == other.counter
            && self.life == other.life
            && self.attributes == other.attributes
    }
}

/// The printed ranges of a card's numbers (rule 2). The rules set no upper bound, so these are
/// chosen from the published cards (the sets up to OP-12) with room for new ones, and far from
/// the ends of `i32`: a card list, a save or a browser's storage that carries a number outside
/// them is refused rather than played.
///
/// - コスト (2-7): 0 to 20. Printed costs run from 0 (Events and Stages whose list leaves
///   it empty) to 10, the size of the DON!! deck (5-1-2); twice that leaves room for a card
///   that costs more than can be paid without a reduction.
/// - パワー (2-6): 0 to 30,000. Printed powers run from 0 to 13,000 (Leaders 5,000 and
///   6,000); effects change live power, not the printed one.
/// - カウンター (2-10): 0 to 5,000. Printed counters are 1,000 and 2,000.
/// - ライフ (2-9): 1 to 10. Printed Life runs from 2 to 6; the deck holds 50 cards (5-1-2).
pub mod stat_range {
    use std::ops::RangeInclusive;

    pub const COST: RangeInclusive<i32> = 0..=20;
    pub const POWER: RangeInclusive<i32> = 0..=30_000;
    pub const COUNTER: RangeInclusive<i32> = 0..=5_000;
    pub const LIFE: RangeInclusive<u8> = 1..=10;
}

/// A printed number outside its [`stat_range`]: the card, the field and the value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatError {
    /// The card's number.
    pub number: String,
    /// The field, named as in a card list (`cost`, `power`, `counter`, `life`).
    pub field: &'static str,
    pub value: i64,
    /// The lowest and highest value allowed.
    pub min: i64,
    pub max: i64,
}

impl std::fmt::Display for StatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "card {}: {} {} is out of range (a printed {} is {} to {})", self.number, self.field, self.value, self.field, self.min, self.max)
    }
}

impl std::error::Error for StatError {}

impl PrintedCard {
    /// Checks the card's numbers against their printed ranges ([`stat_range`]). The one check
    /// every way in uses: the card-list import, the cards a save carries, the cards kept in a
    /// browser's storage.
    pub fn check_stats(&self) -> Result<(), StatError> {
        use stat_range::{COST, COUNTER, LIFE, POWER};
        let err = |field: &'static str, value: i64, min: i64, max: i64| StatError { number: self.number.clone(), field, value, min, max };
        let fields = [("cost", self.cost, &COST), ("power", self.power, &POWER), ("counter", self.counter, &COUNTER)];
        for (field, value, range) in fields {
            if let Some(v) = value {
                if !range.contains(&v) {
                    return Err(err(field, i64::from(v), i64::from(*range.start()), i64::from(*range.end())));
                }
            }
        }
        if let Some(v) = self.life {
            if !LIFE.contains(&v) {
                return Err(err("life", i64::from(v), i64::from(*LIFE.start()), i64::from(*LIFE.end())));
            }
        }
        Ok(())
    }
}

/// Checks every card of a list ([`PrintedCard::check_stats`]); every problem, in list order.
pub fn check_all_stats<'a>(cards: impl IntoIterator<Item = &'a PrintedCard>) -> Result<(), Vec<StatError>> {
    let errors: Vec<StatError> = cards.into_iter().filter_map(|c| c.check_stats().err()).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The English colour name of the card lists ("Red", …), also used by the Japanese lists.
#[must_use]
pub fn colour_from_name(name: &str) -> Option<Colour> {
    Some(match name.trim() {
        "Red" | "赤" => Colour::Red,
        "Green" | "緑" => Colour::Green,
        "Blue" | "青" => Colour::Blue,
        "Purple" | "紫" => Colour::Purple,
        "Black" | "黒" => Colour::Black,
        "Yellow" | "黄" => Colour::Yellow,
        _ => return None,
    })
}

/// The attribute of a card-list name ("Slash", "斬", …).
#[must_use]
pub fn attribute_from_name(name: &str) -> Option<Attribute> {
    Some(match name.trim() {
        "Slash" | "斬" => Attribute::Slash,
        "Strike" | "打" => Attribute::Strike,
        "Ranged" | "射" => Attribute::Ranged,
        "Special" | "特" => Attribute::Special,
        "Wisdom" | "知" => Attribute::Wisdom,
        "?" | "？" => Attribute::Unknown,
        _ => return None,
    })
}

/// The card kind of a card-list category ("Leader", "リーダー", …).
#[must_use]
pub fn kind_from_name(name: &str) -> Option<CardKind> {
    Some(match name.trim() {
        "Leader" | "リーダー" => CardKind::Leader,
        "Character" | "キャラクター" | "キャラ" => CardKind::Character,
        "Event" | "イベント" => CardKind::Event,
        "Stage" | "ステージ" => CardKind::Stage,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_both_lists_map_to_the_same_values() {
        assert_eq!(colour_from_name("Red"), colour_from_name("赤"));
        assert_eq!(attribute_from_name("Wisdom"), Some(Attribute::Wisdom));
        assert_eq!(attribute_from_name("？"), Some(Attribute::Unknown));
        assert_eq!(kind_from_name("ステージ"), Some(CardKind::Stage));
        assert_eq!(colour_from_name("Pink"), None);
        assert_eq!(kind_from_name("DON!!"), None);
    }
}
