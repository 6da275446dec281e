//! A card drawn from its data: a frame in its colours, cost (or Life), power, name, kind and
//! colours in words, keyword badges, the card text (the engine's reading without reminders, then
//! its [Trigger], then any text the engine does not read), counter. No images are shipped, so
//! imported cards look as good as built-in ones.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

use opcg_engine::{CardDb, CardDef, CardKind, Colour, Keyword};
use yew::prelude::*;

use crate::i18n::{t, Lang, Msg};

/// The CSS colour name of a card colour.
#[must_use]
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Purple => "purple",
        Colour::Black => "black",
        Colour::Yellow => "yellow",
    }
}

/// A frame background: one colour, or the colours side by side (2-3-4).
#[must_use]
pub fn frame_style(colours: &[Colour]) -> String {
    match colours {
        [] => "--frame: linear-gradient(var(--black), var(--black))".to_string(),
        [c] => format!("--frame: linear-gradient(var(--{0}), var(--{0}))", colour_class(*c)),
        many => {
            let stops: Vec<String> = many
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let a = i * 100 / many.len();
                    let b = (i + 1) * 100 / many.len();
                    format!("var(--{}) {a}% {b}%", colour_class(*c))
                })
                .collect();
            format!("--frame: linear-gradient(135deg, {})", stops.join(", "))
        }
    }
}

/// The colour hexagon's slices, clockwise from its top vertex (2-3-3-1: 六角形の内、右上が「赤」、
/// 右が「緑」、右下が「青」、左下が「紫」、左が「黒」、左上が「黄」): the hexagon stands on a point, so
/// its six edges face upper right, right, lower right, lower left, left and upper left, and the
/// slice from the centre to each edge is one colour's place.
pub const HEXAGON: [Colour; 6] = [Colour::Red, Colour::Green, Colour::Blue, Colour::Purple, Colour::Black, Colour::Yellow];

/// Where `c`'s slice of the colour hexagon lies: its angles in degrees, clockwise from the top
/// (the CSS `conic-gradient` convention); the slice's middle is the direction its edge faces.
#[must_use]
pub fn hexagon_slice(c: Colour) -> (u16, u16) {
    let i = HEXAGON.iter().position(|h| *h == c).unwrap_or(0) as u16;
    (i * 60, i * 60 + 60)
}

/// The colour hexagon printed on a card (2-3-2: one of its slices filled for each of the card's
/// colours, the others left pale) as a background for the hexagon-clipped mark of the face.
#[must_use]
pub fn hexagon_style(colours: &[Colour]) -> String {
    let slices: Vec<String> = HEXAGON
        .iter()
        .map(|c| {
            let (a, b) = hexagon_slice(*c);
            let fill = if colours.contains(c) { format!("var(--{})", colour_class(*c)) } else { "var(--hex-empty)".to_string() };
            format!("{fill} {a}deg {b}deg")
        })
        .collect();
    format!("background: conic-gradient({})", slices.join(", "))
}

#[must_use]
pub fn keyword_name(k: Keyword, lang: Lang) -> &'static str {
    match k {
        Keyword::Rush => t(lang, Msg::Rush),
        Keyword::DoubleAttack => t(lang, Msg::DoubleAttack),
        Keyword::Banish => t(lang, Msg::Banish),
        Keyword::Blocker => t(lang, Msg::Blocker),
        Keyword::RushCharacter => t(lang, Msg::RushCharacter),
        Keyword::Unblockable => t(lang, Msg::Unblockable),
    }
}

/// A card colour in words (the frame shows it too; colour is never the only signal).
#[must_use]
pub fn colour_name(c: Colour, lang: Lang) -> &'static str {
    match c {
        Colour::Red => t(lang, Msg::Red),
        Colour::Green => t(lang, Msg::Green),
        Colour::Blue => t(lang, Msg::Blue),
        Colour::Purple => t(lang, Msg::Purple),
        Colour::Black => t(lang, Msg::Black),
        Colour::Yellow => t(lang, Msg::Yellow),
    }
}

#[must_use]
pub fn kind_name(k: CardKind, lang: Lang) -> &'static str {
    match k {
        CardKind::Leader => t(lang, Msg::Leader),
        CardKind::Character => t(lang, Msg::Character),
        CardKind::Event => t(lang, Msg::Event),
        CardKind::Stage => t(lang, Msg::Stage),
        CardKind::Don => t(lang, Msg::DON),
    }
}

/// The live numbers of a card on the field, when it is on the field.
#[derive(Clone, Debug, PartialEq)]
pub struct Live {
    pub power: i32,
    pub cost: i32,
    pub don: u8,
    pub rested: bool,
    pub keywords: Vec<Keyword>,
}

/// The card definitions a table draws, each cloned once into an `Rc` the faces share: a face's
/// props then compare by pointer, so a card drawn again unchanged is not rendered again and no
/// render clones a `CardDef`. Filled as numbers are asked for; keyed by the game's card database
/// (the one `Arc` every copy of a game holds, kept here so it cannot be another's), emptied when
/// that changes.
#[derive(Clone, Default)]
pub struct Defs(Rc<RefCell<DefsOf>>);

#[derive(Default)]
struct DefsOf {
    db: Option<Arc<CardDb>>,
    by_number: HashMap<String, Rc<CardDef>>,
}

impl Defs {
    /// The definition of card `number` in `db`, shared.
    #[must_use]
    pub fn get(&self, db: &Arc<CardDb>, number: &str) -> Option<Rc<CardDef>> {
        let mut defs = self.0.borrow_mut();
        if !defs.db.as_ref().is_some_and(|d| Arc::ptr_eq(d, db)) {
            defs.db = Some(db.clone());
            defs.by_number.clear();
        }
        if let Some(d) = defs.by_number.get(number) {
            return Some(d.clone());
        }
        let d = Rc::new(db.by_number(number)?.clone());
        defs.by_number.insert(number.to_string(), d.clone());
        Some(d)
    }
}

/// The table's [`Defs`], kept for its life.
#[hook]
pub fn use_defs() -> Defs {
    (*use_memo((), |()| Defs::default())).clone()
}

#[derive(Properties)]
pub struct CardFaceProps {
    pub def: Rc<CardDef>,
    #[prop_or_default]
    pub live: Option<Live>,
    pub lang: Lang,
}

/// The same definition (by pointer first: the table's faces share theirs through [`Defs`]),
/// live numbers and language.
impl PartialEq for CardFaceProps {
    fn eq(&self, other: &Self) -> bool {
        (Rc::ptr_eq(&self.def, &other.def) || self.def == other.def) && self.live == other.live && self.lang == other.lang
    }
}

/// A definition as a memo's key: the same `Rc` (no comparison of whole definitions).
struct PtrKey(Rc<CardDef>);

impl PartialEq for PtrKey {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The face of a card.
#[function_component(CardFace)]
pub fn card_face(p: &CardFaceProps) -> Html {
    let d = &p.def;
    let lang = p.lang;
    let power = p.live.as_ref().map_or(d.power, |l| l.power);
    let cost = p.live.as_ref().map_or(d.cost, |l| l.cost);
    let keywords = p.live.as_ref().map_or(&d.keywords, |l| &l.keywords);
    let boosted = p.live.as_ref().is_some_and(|l| l.power != d.power);
    // The text printed on the face: written once per card and language. Keywords are badges, so
    // their lines are left out, and reminders too (the inspector shows the full reading).
    let text = {
        let d = d.clone();
        use_memo((PtrKey(d.clone()), lang), move |_| crate::texts::face(&d, lang))
    };
    let (effect, trigger) = &*text;
    let top_left = match d.kind {
        CardKind::Leader => html! { <span class="life" title={t(lang, Msg::Life)}>{ d.life }</span> },
        _ => html! { <span class="cost" title={t(lang, Msg::Cost)}>{ cost }</span> },
    };
    let colours: Vec<&str> = d.colours.iter().map(|c| colour_name(*c, lang)).collect();
    html! {
        <div class="face" style={frame_style(&d.colours)}>
            <div class="face-top">
                { top_left }
                // the colour hexagon (2-3-2); the colours are also said in words on the kind line
                <span class="hexagon" aria-hidden="true" style={hexagon_style(&d.colours)}></span>
                if matches!(d.kind, CardKind::Leader | CardKind::Character) {
                    <span class={classes!("power", boosted.then_some("boosted"))} title={t(lang, Msg::Power)}>{ power }</span>
                }
            </div>
            <div class="face-name">{ crate::decks::display_name(&d.number, lang, &d.name) }</div>
            <div class="face-kind">{ format!("{} · {}", kind_name(d.kind, lang), colours.join("/")) }</div>
            if !keywords.is_empty() {
                <div class="face-kw">{ for keywords.iter().map(|k| html! { <span>{ keyword_name(*k, lang) }</span> }) }</div>
            }
            <div class="face-text">
                { for effect.lines().map(|l| html! { <p>{ l }</p> }) }
                if let Some(t) = trigger { <p class="face-trigger">{ t }</p> }
                // text the engine does not read: the players carry it out by hand
                { for d.unread.iter().map(|l| html! { <p class="face-unread">{ l }</p> }) }
            </div>
            if d.counter > 0 || d.trigger.is_some() || !d.unread.is_empty() {
                <div class="face-bottom">
                    if d.counter > 0 {
                        <span class="counter" title={t(lang, Msg::Counter)}>{ format!("+{}", d.counter) }</span>
                    }
                    if d.trigger.is_some() {
                        <span class="trigger-mark" title={t(lang, Msg::Trigger)}>{ "T" }</span>
                    }
                    if !d.unread.is_empty() {
                        <span class="unread-mark" role="img"
                              title={t(lang, Msg::SomeTextIsNotRead)}
                              aria-label={t(lang, Msg::TextNotRead)}>{ "!" }</span>
                    }
                </div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2-3-3-1: 六角形の内、右上が「赤」、右が「緑」、右下が「青」、左下が「紫」、左が「黒」、左上が「黄」を
    /// 指します。 Each colour's slice faces the edge the rule names (directions clockwise from the
    /// top: upper right 30°, right 90°, …), a card's colours fill their slices and no other, and
    /// the face's hexagon mark has the shape those angles assume.
    #[test]
    fn r2_3_3_1_each_colour_has_its_place_on_the_hexagon() {
        let faces = [
            (Colour::Red, 30), // 右上
            (Colour::Green, 90), // 右
            (Colour::Blue, 150), // 右下
            (Colour::Purple, 210), // 左下
            (Colour::Black, 270), // 左
            (Colour::Yellow, 330), // 左上
        ];
        for (c, facing) in faces {
            let (a, b) = hexagon_slice(c);
            assert_eq!((a + b) / 2, facing, "{c:?}'s slice faces {facing}°");
            assert_eq!(b - a, 60, "{c:?}'s slice is a sixth of the hexagon");
        }
        let style = hexagon_style(&[Colour::Red, Colour::Blue]);
        assert!(style.contains("var(--red) 0deg 60deg"), "{style}");
        assert!(style.contains("var(--blue) 120deg 180deg"), "{style}");
        for empty in ["60deg 120deg", "180deg 240deg", "240deg 300deg", "300deg 360deg"] {
            assert!(style.contains(&format!("var(--hex-empty) {empty}")), "{empty} is left pale: {style}");
        }
        // The mark stands on a point and is √3:2 wide, so a conic gradient's 60° falls on its upper
        // right vertex (100%, 25%): from the centre, atan(0.5·w / 0.25·h) = atan(√3) = 60°.
        let css = include_str!("../../static/style.css");
        let rule = css.lines().find(|l| l.starts_with(".face .hexagon")).expect("the hexagon's CSS rule");
        assert!(rule.contains("clip-path: polygon(50% 0, 100% 25%, 100% 75%, 50% 100%, 0 75%, 0 25%)"), "{rule}");
        assert!(rule.contains("aspect-ratio: 0.866"), "{rule}");
        let upper_right = (0.5_f64 * 0.866 / 0.25).atan().to_degrees();
        assert!((upper_right - 60.0).abs() < 0.1, "{upper_right}");
    }
}
