//! A seat's hand (手札): its cards as faces where the view holds them `Known` (the seat's own, or
//! both with open hands), as backs otherwise; the seat's own cards are the sources of its moves
//! (dragged, tapped, or picked with the keyboard onto the battle area). And the card under the
//! pointer while one is dragged.

use kaiun_engine::{CardRef, Hidden, SideView};
use yew::prelude::*;

use super::board::Board;
use super::card::{card_name, hand_name, KaiunFace};
use super::moves::Source;
use super::seat_name;
use crate::i18n::{t, tf, Fmt, Msg};

/// A card the seat at the device may see, as a button: a source of its moves when it is its
/// own and legal to move, and shown large when tapped.
pub fn card_button(b: &Board, c: &CardRef, mine: bool, extra: Classes) -> Html {
    let lang = b.lang;
    let Some(def) = (b.def_of)(c.no) else { return html! {} };
    let source = Source::Hand(c.id);
    let draggable = mine && b.sources.contains(&source);
    let class = classes!(
        "kcard",
        extra,
        draggable.then_some("source"),
        (b.active_source == Some(source)).then_some("picked"),
    );
    let label = tf(lang, Fmt::KaiunCardLabel { name: &card_name(&def, lang), hand: hand_name(def.hand, lang), win: def.luck_win.into(), lose: def.luck_lose.into(), cost: def.cost.into() });
    html! {
        <button type="button" {class} data-card={c.id.0.to_string()} data-no={c.no.0.to_string()} aria-label={label}
                onpointerdown={if draggable { (b.on_pointer_down)(source) } else { Callback::noop() }}
                onclick={(b.on_tap)(None, mine.then_some(source), Some(c.no))}>
            <KaiunFace def={def} {lang} />
        </button>
    }
}

/// Seat `s`'s hand as the seat at the device may see it (`hand`).
pub fn hand(b: &Board, s: &SideView, mine: bool, hand: &[Hidden<CardRef>]) -> Html {
    let lang = b.lang;
    let cards = hand.iter().map(|h| match h {
        Hidden::Known(c) => card_button(b, c, mine, classes!("in-hand")),
        Hidden::Unknown => html! { <div class="kcard back in-hand" aria-hidden="true"></div> },
    });
    html! {
        <div class={classes!("khand", if mine { "hand-mine" } else { "hand-theirs" })} aria-label={format!("{} {}", t(lang, Msg::Hand), hand.len())}>
            <span class="khand-label">{ format!("{}{} · {}", seat_name(s.seat, lang), if mine && !b.open_hands && !b.watched { t(lang, Msg::You) } else { "" }, t(lang, Msg::Hand)) }</span>
            { for cards }
        </div>
    }
}

/// The dragged card itself, under the pointer (`dragging`: the source dragged; `mine`: the
/// seat at the device's side).
pub fn ghost(b: &Board, dragging: Option<Source>, mine: &SideView, node: &NodeRef) -> Html {
    let lang = b.lang;
    let card = match dragging.and_then(|Source::Hand(id)| {
        mine.hand.iter().find_map(|h| match h {
            Hidden::Known(c) if c.id == id => (b.def_of)(c.no),
            _ => None,
        })
    }) {
        Some(d) => html! { <div class="kcard"><KaiunFace def={d} {lang} /></div> },
        None => html! { <div class="kcard back"></div> },
    };
    html! {
        <div class="ghost kghost" ref={node.clone()} aria-hidden="true">{ card }</div>
    }
}
