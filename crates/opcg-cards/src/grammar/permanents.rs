//! Permanent (永続) and replacement (置換) effects as rows, the same way as [`super::clauses`]:
//! the card the effect is on is a hole (`t`: [`holes::TARGET`] — "this Character" / "your
//! Leader", 「このキャラ」/「自分のリーダー」; a replacement's [`holes::REPLACED`] also names "your
//! \[Name\]" and "your {T} type Character"), what it gives or forbids is the row, and the
//! conditions before it ("If …, ", 「…場合、」) are [`super::conditions`]' (read and written by
//! the line around it). One reading and one writing for both languages:
//!
//! - [`PERMANENTS`]: one permanent effect on one card ("this Character gains +1000 power",
//!   「このキャラは【ブロッカー】を得る」, "your Leader cannot be K.O.'d by effects");
//! - [`PAIRS`]: two permanent effects on one card, printed as one sentence ("this Character gains
//!   \[Blocker\] and +1 cost", 「このキャラは相手の効果でKOされず、パワー+2000」);
//! - [`EVENTS`]: what a replacement effect replaces ("If this Character would be K.O.'d in
//!   battle", 「このキャラがバトルでKOされる」 before 「場合、代わりに…」).
//!
//! The permanents of many cards ("all of your {T} type Characters …") are still read and written
//! by `compile::{en,ja}::permanent` and `render::{en,ja}::permanent`, which ask these tables
//! first. A new shape is one row here (and a test in `tests/grammar_families.rs`).

use opcg_engine::effect::{Act, Amount, Continuous, Effect, Filter, KoCause, Modifier, Prohibition, Replaceable, Selector, StaticTarget};
use opcg_engine::Keyword;

use super::clauses::clauses;

/// The Japanese topic of "give this card in your hand …" (「手札のこのカードは、」), printed before
/// the line's conditions: 「手札のこのカードは、<条件>場合、コスト-3。」 (the other permanents put
/// their conditions first).
pub const HAND_TOPIC: &str = "手札のこのカードは、";
use super::holes;
use super::template::{Family, Vals};

clauses! {
    /// One permanent effect on one card, in the order the rows are tried.
    pub static PERMANENTS: Continuous;
    /// "give this card in your hand −3 cost" (「手札のこのカードは、コスト-3」): the card's own cost
    /// while in the hand. Japanese prints the line's conditions after its topic
    /// (「手札のこのカードは、<条件>場合、コスト-3。」, [`HAND_TOPIC`]: read and written by the line).
    "this-in-hand-cost" (v: SIGNED) { Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Cost(v) } }
        en ["give this card in your hand {v} cost"]
        ja ["手札のこのカードは、コスト{v}"];
    /// "this card in your hand cannot be played by effects" (「手札のこのカードは、効果で登場
    /// できない」): played only by paying its cost.
    "this-in-hand-not-played-by-effects" () { Continuous { target: StaticTarget::ThisInHand, modifier: Modifier::Prohibit(Prohibition::BePlayedByEffects) } }
        en ["this card in your hand cannot be played by effects"]
        ja ["手札のこのカードは、効果で登場できない"];
    /// A loss of power of the card itself is printed "give this Character −1000 power" (「この
    /// キャラのパワー-1000」).
    "give-this-minus-power" (v: MINUS) { Continuous { target: StaticTarget::This, modifier: Modifier::Power(Amount::Fixed(v)) } }
        en ["give {this} {v} power"]
        ja ["{this}のパワー{v}"];
    "power" (t: TARGET, v: SIGNED) { Continuous { target: t, modifier: Modifier::Power(Amount::Fixed(v)) } }
        en ["{t} gains {v} power", "give {t} {v} power"]
        ja ["{t}のパワー{v}", "{t}はパワー{v}"];
    "cost" (t: TARGET, v: SIGNED) { Continuous { target: t, modifier: Modifier::Cost(v) } }
        en ["{t} gains {v} cost", "give {t} {v} cost"]
        ja ["{t}のコスト{v}", "{t}はコスト{v}"];
    /// [Rush: Character] in words, as printed (10-1-1-2).
    "rush-character" (t: TARGET) { Continuous { target: t, modifier: Modifier::Grant(Keyword::RushCharacter) } }
        en ["{t} can attack Characters on the turn in which it is played"]
        ja ["{t}は登場したターンにキャラへアタックできる"];
    "grant" (t: TARGET, k: KEYWORD) { Continuous { target: t, modifier: Modifier::Grant(k) } }
        en ["{t} gains {k}"]
        ja ["{t}は{k}を得る"];
    "attack-active" (t: TARGET) { Continuous { target: t, modifier: Modifier::AttackActive } }
        en ["{t} can also attack your opponent's active Characters", "{t} can also attack active Characters"]
        ja [
            "{t}は相手のアクティブのキャラにもアタックできる",
            "{t}は、相手のアクティブのキャラにもアタックできる",
            "{t}はアクティブのキャラにもアタックできる",
            "{t}は、アクティブのキャラにもアタックできる",
        ];
    /// "cannot attack a Leader on the turn in which it is played" (登場したターン中、リーダーに
    /// アタックできない): its attacks on the turn it is played go to Characters only.
    "no-leader-attack-played-turn" (t: TARGET) { Continuous { target: t, modifier: Modifier::Prohibit(Prohibition::AttackLeaderOnPlayedTurn) } }
        en ["{t} cannot attack a Leader on the turn in which it is played"]
        ja ["{t}は、登場したターン中、リーダーにアタックできない", "{t}は登場したターン中、リーダーにアタックできない"];
    /// "Once per turn, … cannot be K.O.'d by your opponent's effects" (ターンに1回、相手の効果で
    /// KOされない): the first such K.O. of each turn is prevented.
    "once-ko-by-opponent" (t: TARGET) { Continuous { target: t, modifier: Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffectsOncePerTurn) } }
        en ["once per turn, {t} cannot be K.O.'d by your opponent's effects"]
        ja ["{t}はターンに1回、相手の効果でKOされない", "{t}は、ターンに1回、相手の効果でKOされない"];
    // 「このキャラは、属性(斬)を持つカードとのバトルでKOされない」: the comma after the card is a
    // printing (written back through its `render::VARIANTS_JA` pair)
    "prohibit" (t: TARGET, p: PROHIBITION) { Continuous { target: t, modifier: Modifier::Prohibit(p) } }
        en ["{t} cannot {p}"]
        ja ["{t}は{p}", "{t}は、{p}"];
    /// "Your \[Name\] gains \[Blocker\]" (自分の「名」は【ブロッカー】を得る): each of the player's
    /// Characters of that name (before the rows of all of one's Characters, whose filter words
    /// do not write a name).
    "named-grant" (f: NAMED, k: KEYWORD) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(k) } }
        en ["your {f} gains {k}"]
        ja ["自分の{f}は{k}を得る"];
    // All of the player's Characters of a filter (`holes::OWN_CHARACTERS`: "other than this
    // Character" / 「このキャラ以外の」 is one of its limits).
    "all-power" (f: OWN_CHARACTERS, v: SIGNED) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Power(Amount::Fixed(v)) } }
        en ["all of your {f} gain {v} power"]
        ja ["{f}すべてを、パワー{v}", "{f}すべては、パワー{v}", "{f}すべてをパワー{v}"];
    "all-cost" (f: OWN_CHARACTERS, v: SIGNED) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Cost(v) } }
        en ["all of your {f} gain {v} cost"]
        ja ["{f}すべてを、コスト{v}", "{f}すべては、コスト{v}", "{f}すべてをコスト{v}"];
    /// [Rush: Character] in words, as printed (10-1-1-2).
    "all-rush-character" (f: OWN_CHARACTERS) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(Keyword::RushCharacter) } }
        en ["your {f} can attack Characters on the turn in which they are played"]
        ja ["{f}は、登場したターンにキャラへアタックできる", "{f}は登場したターンにキャラへアタックできる"];
    "all-grant" (f: OWN_CHARACTERS, k: KEYWORD) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Grant(k) } }
        en ["all of your {f} gain {k}"]
        ja ["{f}すべては、{k}を得る"];
    "all-prohibit" (f: OWN_CHARACTERS, p: PROHIBITION) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Prohibit(p) } }
        en ["your {f} cannot {p}"]
        ja ["{f}は、{p}", "{f}は{p}"];
    /// "Your \[On Play\] effects are negated" (自分の【登場時】効果は無効になる): those of every
    /// Character and Stage card the player plays.
    "own-on-play-negated" (; f = opcg_engine::effect::Filter::any()) { Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::OnPlayNegated } }
        en ["your [On Play] effects are negated"]
        ja ["自分の【登場時】効果は無効になる"];
    /// "your {Supernovas} or {Navy} type Leaders and Characters gain +1000 power" (自分の特徴
    /// 《超新星》か《海軍》を持つリーダーとキャラのパワー+1000): the Leader and the Characters.
    "leaders-and-characters-power" (f: LEADERS_AND_CHARACTERS, v: SIGNED)
        { Continuous { target: StaticTarget::YourLeaderAndCharacters(f), modifier: Modifier::Power(Amount::Fixed(v)) } }
        en ["your {f} gain {v} power"]
        ja ["自分の{f}のパワー{v}"];
    "opponents-power" (f: PLURAL_CHARACTERS, v: SIGNED) { Continuous { target: StaticTarget::OpponentCharacters(f), modifier: Modifier::Power(Amount::Fixed(v)) } }
        en ["give all of your opponent's {f} {v} power"]
        ja ["相手の{f}すべてを、パワー{v}", "相手の{f}すべてをパワー{v}"];
    "opponents-cost" (f: PLURAL_CHARACTERS, v: SIGNED) { Continuous { target: StaticTarget::OpponentCharacters(f), modifier: Modifier::Cost(v) } }
        en ["give all of your opponent's {f} {v} cost"]
        ja ["相手の{f}すべてを、コスト{v}", "相手の{f}すべてをコスト{v}"];
}

clauses! {
    /// Two permanent effects on one card printed as one sentence (both under the line's
    /// conditions), in the order the rows are tried. Both effects are on the one target read
    /// (`u = StaticTarget::clone(&t)`: a copy when building, the check that both are the same
    /// when writing, where `t` is already a reference).
    #[allow(clippy::needless_borrow)]
    pub static PAIRS: [Continuous; 2];
    "keyword-and-power" (t: TARGET, k: KEYWORD, v: SIGNED; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Grant(k) }, Continuous { target: u, modifier: Modifier::Power(Amount::Fixed(v)) }] }
        en ["{t} gains {k} and {v} power"]
        ja ["{t}は{k}を得て、パワー{v}"];
    "keyword-and-cost" (t: TARGET, k: KEYWORD, v: SIGNED; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Grant(k) }, Continuous { target: u, modifier: Modifier::Cost(v) }] }
        en ["{t} gains {k} and {v} cost"]
        ja ["{t}は{k}を得て、コスト{v}"];
    /// The prohibition first, as both languages print it (an English power printed first is the
    /// printing hint `Hints::power_first`).
    "prohibition-and-keyword" (t: TARGET, p: PROHIBITION_CONT, k: KEYWORD; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Prohibit(p) }, Continuous { target: u, modifier: Modifier::Grant(k) }] }
        en ["{t} cannot {p} and gains {k}"]
        ja ["{t}は{p}、{k}を得る"];
    /// "all Characters with a cost of 3 or 4 cannot attack" (コスト3と4のキャラすべては、アタック
    /// できない): the player's and the opponent's Characters of the filter alike.
    "all-characters-prohibit" (f: PLURAL_CHARACTERS, p: PROHIBITION; g = Filter::clone(&f), q = Prohibition::clone(&p))
        { [Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Prohibit(p) }, Continuous { target: StaticTarget::OpponentCharacters(g), modifier: Modifier::Prohibit(q) }] }
        en ["all {f} cannot {p}"]
        ja ["{f}すべては、{p}"];
    /// "this Character gains +2000 power and +5 cost" (このキャラのパワー+2000し、コスト+5).
    "power-and-cost" (t: TARGET, v: SIGNED, w: SIGNED; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Power(Amount::Fixed(v)) }, Continuous { target: u, modifier: Modifier::Cost(w) }] }
        en ["{t} gains {v} power and {w} cost"]
        ja ["{t}のパワー{v}し、コスト{w}"];
    /// "this Character cannot be K.O.'d or rested by your opponent's effects" (このキャラは相手の
    /// 効果で、KOされずレストにされない): two prohibitions sharing their cause.
    "ko-or-rest-by-opponent" (t: TARGET; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Prohibit(Prohibition::BeKoedByOpponentsEffects) }, Continuous { target: u, modifier: Modifier::Prohibit(Prohibition::BeRestedByOpponentsEffects) }] }
        en ["{t} cannot be K.O.'d or rested by your opponent's effects"]
        ja ["{t}は相手の効果で、KOされずレストにされない"];
    /// "all Characters with a cost of 5 or less do not become active in your and your opponent's
    /// Refresh Phases" (コスト5以下のキャラすべては、お互いのリフレッシュフェイズでアクティブにならない):
    /// the player's and the opponent's Characters of the filter alike.
    "all-characters-stay-rested" (f: PLURAL_CHARACTERS; g = Filter::clone(&f))
        { [Continuous { target: StaticTarget::YourCharacters(f), modifier: Modifier::Prohibit(Prohibition::BecomeActiveInRefreshPhases) }, Continuous { target: StaticTarget::OpponentCharacters(g), modifier: Modifier::Prohibit(Prohibition::BecomeActiveInRefreshPhases) }] }
        en ["all {f} do not become active in your and your opponent's Refresh Phases"]
        ja ["{f}すべては、お互いのリフレッシュフェイズでアクティブにならない"];
    "prohibition-and-power" (t: TARGET, p: PROHIBITION_CONT, v: SIGNED; u = StaticTarget::clone(&t))
        { [Continuous { target: t, modifier: Modifier::Prohibit(p) }, Continuous { target: u, modifier: Modifier::Power(Amount::Fixed(v)) }] }
        en ["{t} cannot {p} and gains {v} power", "{t} gains {v} power and cannot {p}"]
        ja ["{t}は{p}、パワー{v}", "{t}は{p}、{this}のパワー{v}"];
}

clauses! {
    /// What a replacement effect replaces (8-1-3-4): English from its "If", Japanese up to its
    /// 「場合」. A row before another whose template is a prefix of its own.
    pub static EVENTS: Replaceable;
    "koed-or-removed-by-opponent" (t: REPLACED) { Replaceable::WouldBeKoedOrRemovedByOpponentsEffect { target: t } }
        en ["if {t} would be removed from the field by your opponent's effect or K.O.'d"]
        ja ["{t}がKOされる場合か、相手の効果で場を離れる"];
    "removed-by-opponent" (t: REPLACED) { Replaceable::WouldLeaveFieldByOpponentsEffect { target: t } }
        en ["if {t} would be removed from the field by your opponent's effect"]
        ja ["{t}が相手の効果で場を離れる"];
    "leave" (t: REPLACED) { Replaceable::WouldLeaveField { target: t } }
        en ["if {t} would leave the field"]
        ja ["{t}が場を離れる"];
    "koed-by-opponent" (t: REPLACED) { Replaceable::WouldBeKoedByOpponentsEffect { target: t } }
        en ["if {t} would be K.O.'d by your opponent's effect"]
        ja ["{t}が相手の効果でKOされる"];
    "koed-in-battle" (t: REPLACED) { Replaceable::WouldBeKoed { target: t, cause: Some(KoCause::Battle) } }
        en ["if {t} would be K.O.'d in battle"]
        ja ["{t}がバトルでKOされる"];
    "koed-by-effect" (t: REPLACED) { Replaceable::WouldBeKoed { target: t, cause: Some(KoCause::Effect) } }
        en ["if {t} would be K.O.'d by an effect"]
        ja ["{t}が効果でKOされる", "{t}が効果によってKOされる"];
    "koed" (t: REPLACED) { Replaceable::WouldBeKoed { target: t, cause: None } }
        en ["if {t} would be K.O.'d"]
        ja ["{t}がKOされる"];
}

/// The "instead" part that moves the replaced card itself: "you may add it to the top of your
/// Life cards face-down instead" (「代わりに自分のライフの上に裏向きで加えることができる」, the card
/// left unsaid): the card the replacement is about is "it" ([`Selector::chosen`], set by the
/// engine's replacement choke point), put at the top of its owner's Life face-down.
#[must_use]
pub fn replaced_to_life() -> Effect {
    Effect::Targeted { sel: Selector::chosen(), act: Act::ToLifeTopOrBottom { face_up: false, top_only: true } }
}

/// [`replaced_to_life`]'s words (without "you may " and " instead." / 「代わりに」 and
/// 「ことができる。」).
pub const REPLACED_TO_LIFE_EN: &str = "add it to the top of your Life cards face-down";
pub const REPLACED_TO_LIFE_JA: &str = "自分のライフの上に裏向きで加える";
