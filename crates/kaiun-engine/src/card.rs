//! カードの情報 (rule 2): what is printed on a card, as data.

use serde::{Deserialize, Serialize};

use crate::ability::Ability;

/// カードナンバー (rule 2-12): the number that identifies a card design; deck building counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardNo(pub u16);

impl std::fmt::Display for CardNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KC-{:03}", self.0)
    }
}

/// One physical card in one game (an instance of a [`CardNo`]), unique across both decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

/// A card as a viewer knows it: which physical card and which design.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardRef {
    pub id: CardId,
    pub no: CardNo,
}

/// ジャンケン (rule 2-2): 《グー》 beats 《チョキ》 beats 《パー》 beats 《グー》.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Hand {
    /// 《グー》
    Rock,
    /// 《チョキ》
    Scissors,
    /// 《パー》
    Paper,
}

/// The outcome of one janken from one side's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JankenOutcome {
    Win,
    Lose,
    /// あいこ (rule 2-2-4)
    Tie,
}

impl Hand {
    pub const ALL: [Hand; 3] = [Hand::Rock, Hand::Scissors, Hand::Paper];

    /// Rule 2-2-3: 《グー》>《チョキ》>《パー》>《グー》.
    #[must_use]
    pub fn against(self, other: Hand) -> JankenOutcome {
        use Hand::*;
        match (self, other) {
            (a, b) if a == b => JankenOutcome::Tie,
            (Rock, Scissors) | (Scissors, Paper) | (Paper, Rock) => JankenOutcome::Win,
            _ => JankenOutcome::Lose,
        }
    }
}

/// 属性 (rule 2-7), shown as an icon on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Attribute {
    Sun,
    Moon,
    Star,
}

/// 種族 (rule 2-8), written 〈…〉 in effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Species {
    Beast,
    Deity,
    Spirit,
    Merchant,
}

/// Text in both languages of the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Text {
    pub ja: String,
    pub en: String,
}

impl Text {
    pub fn new(ja: &str, en: &str) -> Self {
        Text { ja: ja.to_string(), en: en.to_string() }
    }
}

/// A card design: everything printed on it that the rules read (rules 2-1 .. 2-12).
/// Illustration, illustrator, copyright, rarity and flavour (2-9 .. 2-14) mean nothing in play
/// and are not modelled.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    pub no: CardNo,
    /// カード名 (rule 2-1)
    pub name: Text,
    /// ジャンケン (rule 2-2)
    pub hand: Hand,
    /// 運値(カチ) (rule 2-3)
    pub luck_win: i16,
    /// 運値(アイコ・マケ) (rule 2-4)
    pub luck_lose: i16,
    /// コスト (rule 2-5)
    pub cost: u8,
    /// 属性 (rule 2-7)
    pub attribute: Attribute,
    /// 種族 (rule 2-8)
    pub species: Species,
    /// カード効果 (rule 2-6), in printed order (2-6-3).
    pub abilities: Vec<Ability>,
}

impl CardDef {
    /// 「元々の効果のないカード」 (rule 2-6-4): no abilities, or only a story (2-6-4-1).
    #[must_use]
    pub fn has_no_original_effect(&self) -> bool {
        self.abilities.iter().all(|a| matches!(a, Ability::Story(_)))
    }
}
