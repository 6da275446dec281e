//! Printed cards: [`CardDef`] (カードの情報, rule 2) and the [`CardDb`] that holds them by number.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::effect::{Ability, DeckRule, Effect};

/// 色 (2-3-3): the six colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Green,
    Blue,
    Purple,
    Black,
    Yellow,
}

/// 属性 (2-5-2): 斬 打 射 特 知 ？
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Attribute {
    /// 斬
    Slash,
    /// 打
    Strike,
    /// 射
    Ranged,
    /// 特
    Special,
    /// 知
    Wisdom,
    /// ？
    Unknown,
}

/// カード種類 (2-2-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CardKind {
    Leader,
    Character,
    Event,
    Stage,
    /// ドン‼カード: never part of a deck list (5-1-2-1); DON!! are counted, not listed.
    Don,
}

/// キーワード効果 (10-1) that a card simply has or gains. [Trigger] is [`CardDef::trigger`];
/// [Activate: Main], [Main], [Counter] are ability timings, not keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Keyword {
    /// 【速攻】 10-1-1
    Rush,
    /// 【ダブルアタック】 10-1-2
    DoubleAttack,
    /// 【バニッシュ】 10-1-3
    Banish,
    /// 【ブロッカー】 10-1-4
    Blocker,
    /// 【速攻：キャラ】 10-1-6
    RushCharacter,
    /// 【ブロック不可】 10-1-7
    Unblockable,
}

/// One printed card (rule 2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    /// カードナンバー (2-14), e.g. "TST-001".
    pub number: String,
    /// カード名 (2-1).
    pub name: String,
    pub kind: CardKind,
    pub colours: Vec<Colour>,
    /// コスト (2-7); 0 for leaders.
    pub cost: i32,
    /// パワー (2-6); 0 for events and stages.
    pub power: i32,
    /// (アイコン)カウンター (2-10); 0 when none.
    pub counter: i32,
    /// ライフ (2-9); leaders only.
    pub life: u8,
    pub attributes: Vec<Attribute>,
    /// 特徴 (2-4).
    pub traits: Vec<String>,
    pub keywords: Vec<Keyword>,
    /// The card text as typed abilities, in printed order (2-8-3).
    pub abilities: Vec<Ability>,
    /// 【トリガー】 (2-11, 10-1-5).
    pub trigger: Option<Effect>,
    /// Text of the card the compiler did not read, as printed (the rules ignore it; the table
    /// marks the card, and an unread line with a timing is carried out by hand then:
    /// [`crate::effect::Effect::ByHand`]). Always written (postcard, the page's form of card
    /// data, has no field names, so no field may be skipped); read as empty when absent.
    #[serde(default)]
    pub unread: Vec<String>,
}

impl CardDef {
    /// Every effect of this card a decision may show on its own, in a fixed order: for each
    /// ability in printed order, then the \[Trigger\], the effects [`Effect::collect_asked`]
    /// finds, and a replacement effect's "instead" itself. Texts written for a card where the
    /// renderer runs (the build, the worker) come in this order, so the page finds the text of
    /// an effect it is asked about without a renderer of its own.
    #[must_use]
    pub fn asked_effects(&self) -> Vec<&Effect> {
        let mut out = Vec::new();
        for a in &self.abilities {
            match a {
                // an optional automatic ability is asked about as a whole first
                Ability::Auto { effect, optional: true, .. } => {
                    out.push(effect);
                    effect.collect_asked(&mut out);
                }
                Ability::Auto { effect, .. } | Ability::Activated { effect, .. } | Ability::StartOfGame(effect) => effect.collect_asked(&mut out),
                Ability::Replacement { instead, .. } => {
                    out.push(instead);
                    instead.collect_asked(&mut out);
                }
                Ability::Permanent { .. } | Ability::DeckRule(_) | Ability::AlsoHas(_) => {}
            }
        }
        if let Some(t) = &self.trigger {
            t.collect_asked(&mut out);
        }
        out
    }

    /// A card with no text; fill the fields you need.
    pub fn vanilla(number: &str, name: &str, kind: CardKind, colour: Colour) -> Self {
        CardDef {
            number: number.to_string(),
            name: name.to_string(),
            kind,
            colours: vec![colour],
            cost: 0,
            power: 0,
            counter: 0,
            life: 0,
            attributes: Vec::new(),
            traits: Vec::new(),
            keywords: Vec::new(),
            abilities: Vec::new(),
            trigger: None,
            unread: Vec::new(),
        }
    }

    /// The deck-construction rules of this card (5-1-2-4), for leaders.
    pub fn deck_rules(&self) -> impl Iterator<Item = &DeckRule> {
        self.abilities.iter().filter_map(|a| match a {
            Ability::DeckRule(r) => Some(r),
            _ => None,
        })
    }
}

/// Index of a definition inside a [`CardDb`]; compact and cheap to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DefId(pub u16);

/// Card definitions by number. Iteration order is the insertion order (deterministic).
/// Serialised as the plain list of definitions; the index is rebuilt on load, so a file can
/// never hold an inconsistent index.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<CardDef>", into = "Vec<CardDef>")]
pub struct CardDb {
    defs: Vec<CardDef>,
    by_number: BTreeMap<String, DefId>,
}

impl CardDb {
    pub fn new() -> Self {
        Self::default()
    }

    /// Builds a database; a later definition with an already-known number replaces the earlier.
    pub fn from_defs(defs: impl IntoIterator<Item = CardDef>) -> Self {
        let mut db = CardDb::new();
        for d in defs {
            db.insert(d);
        }
        db
    }

    pub fn insert(&mut self, def: CardDef) -> DefId {
        if let Some(&id) = self.by_number.get(&def.number) {
            self.defs[id.0 as usize] = def;
            return id;
        }
        let id = DefId(self.defs.len() as u16);
        self.by_number.insert(def.number.clone(), id);
        self.defs.push(def);
        id
    }

    pub fn id_of(&self, number: &str) -> Option<DefId> {
        self.by_number.get(number).copied()
    }

    pub fn by_number(&self, number: &str) -> Option<&CardDef> {
        self.id_of(number).map(|id| self.get(id))
    }

    /// The definition of `id`. Ids come only from this database, so this cannot fail for them;
    /// a foreign id yields a blank definition rather than a panic.
    pub fn get(&self, id: DefId) -> &CardDef {
        static BLANK: std::sync::OnceLock<CardDef> = std::sync::OnceLock::new();
        self.defs.get(id.0 as usize).unwrap_or_else(|| BLANK.get_or_init(|| CardDef::vanilla("", "", CardKind::Character, Colour::Red)))
    }

    pub fn len(&self) -> usize {
        self.defs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (DefId, &CardDef)> {
        self.defs.iter().enumerate().map(|(i, d)| (DefId(i as u16), d))
    }
}

impl From<Vec<CardDef>> for CardDb {
    fn from(defs: Vec<CardDef>) -> Self {
        CardDb::from_defs(defs)
    }
}

impl From<CardDb> for Vec<CardDef> {
    fn from(db: CardDb) -> Self {
        db.defs
    }
}
