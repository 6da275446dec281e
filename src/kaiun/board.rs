//! The board: a seat's side (バリア, バトルエリア, デッキ, トラッシュ, コストエリア and its hand,
//! `super::hand`) with what is lit for the card picked up or dragged, and the arena between the
//! two sides with the last battle (also shown on the curtain: it is public).

use kaiun_engine::{BattleOutcome, BattleSlotView, CardDef, CardNo, CardRef, Event, Hand, Hidden, Lang, PlayerView, Seat, SideView};
use web_sys::PointerEvent;
use yew::prelude::*;

use super::card::{card_name, hand_badge, KaiunFace};
use super::moves::{Source, Target};
use super::seat_name;
use crate::i18n::{t, tf, Fmt, Msg};

/// What the board is drawn from.
pub struct Board<'a> {
    pub lang: Lang,
    /// The seat at the device's view.
    pub view: &'a PlayerView,
    /// A card's data by its number.
    pub def_of: &'a dyn Fn(CardNo) -> Option<CardDef>,
    /// One person plays both seats (no "you" on either hand).
    pub open_hands: bool,
    /// A replay: the game is watched, nobody at the device plays it (no "you" on a hand).
    pub watched: bool,
    /// The seat at the device's sources (none when it is not its turn to act).
    pub sources: &'a [Source],
    /// The source picked up (tap-tap, keyboard) or dragged.
    pub active_source: Option<Source>,
    /// The places the active source can go.
    pub lit: &'a [Target],
    /// The click on a place, a card of the seat's or a card to show large.
    pub on_tap: &'a dyn Fn(Option<Target>, Option<Source>, Option<CardNo>) -> Callback<MouseEvent>,
    /// The start of a drag of one of the seat's sources.
    pub on_pointer_down: &'a dyn Fn(Source) -> Callback<PointerEvent>,
    /// Shows a card large.
    pub inspect: &'a Callback<CardNo>,
}

/// The janken hand `seat`'s card plays with this turn: the last 「ジャンケンは…になる」 of this
/// turn (10-2), else the printed hand of its face-up card.
fn current_hand(view: &PlayerView, seat: Seat, printed: Option<Hand>) -> Option<Hand> {
    let since = view.log.iter().rposition(|e| matches!(e, Event::TurnStarted { .. })).unwrap_or(0);
    view.log[since..]
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::HandSet { seat: s, hand } if *s == seat => Some(*hand),
            _ => None,
        })
        .or(printed)
}

/// The last battle of the game (public: both cards were face up), as a summary line.
pub fn last_battle(log: &[Event]) -> Option<&Event> {
    log.iter().rev().find(|e| matches!(e, Event::Battle { .. }))
}

pub fn battle_summary(e: &Event, lang: Lang) -> Html {
    let Event::Battle { hands, luck, outcome } = e else { return html! {} };
    let result = match outcome {
        BattleOutcome::Won(w) => tf(lang, Fmt::Wins { seat: &seat_name(*w, lang) }),
        BattleOutcome::Draw => t(lang, Msg::DrawOutcome).to_string(),
        BattleOutcome::NoBattle => t(lang, Msg::NoBattle).to_string(),
    };
    let side = |seat: Seat, h: Hand, l: i16| {
        let won = *outcome == BattleOutcome::Won(seat);
        html! {
            <span class={classes!("kbr-side", won.then_some("won"))}>
                <b>{ seat.to_string() }</b>{ hand_badge(h, lang) }
                <span class="kbr-luck">{ t(lang, Msg::Luck) }{ " " }<b>{ l }</b></span>
            </span>
        }
    };
    html! {
        <div class="kbattle-result" id="last-battle">
            <span class="kbr-title">{ t(lang, Msg::LastBattle) }</span>
            { side(Seat::A, hands.a, luck.a) }
            <span class="kbr-vs">{ "VS" }</span>
            { side(Seat::B, hands.b, luck.b) }
            <span class="kbr-outcome">{ result }</span>
        </div>
    }
}

/// The arena between the two sides: the last battle.
pub fn arena(log: &[Event], lang: Lang) -> Html {
    html! {
        <div class="karena">
            { last_battle(log).map(|e| battle_summary(e, lang)).unwrap_or_default() }
        </div>
    }
}

/// A seat's battle area: the card set there (face down, or face up with its janken hand and
/// luck), a drop target on the seat's own side.
fn battle_zone(b: &Board, s: &SideView, mine: bool, slot: Option<&BattleSlotView>) -> Html {
    let lang = b.lang;
    let def_of = b.def_of;
    let lit_here = mine && b.lit.contains(&Target::Battle);
    let can_drop = mine && !b.sources.is_empty();
    let content = match slot {
        None => html! { <span class="zone-hint">{ t(lang, Msg::BattleArea) }</span> },
        Some(slot) => {
            let printed = match &slot.card {
                Hidden::Known(c) => def_of(c.no).map(|d| d.hand),
                Hidden::Unknown => None,
            };
            let hand_now = if slot.face_up { current_hand(b.view, s.seat, printed) } else { None };
            let card = match &slot.card {
                Hidden::Known(c) => {
                    let def = def_of(c.no);
                    html! {
                        <div class={classes!("kcard", "in-battle", (!slot.face_up).then_some("face-down"))} data-no={c.no.0.to_string()}
                             onclick={{ let inspect = b.inspect.clone(); let no = c.no; Callback::from(move |_: MouseEvent| inspect.emit(no)) }}>
                            { def.map(|d| html! { <KaiunFace def={d} {lang} /> }).unwrap_or_default() }
                            if !slot.face_up { <span class="kfd-mark">{ t(lang, Msg::FaceDown) }</span> }
                        </div>
                    }
                }
                Hidden::Unknown => html! { <div class="kcard back in-battle" aria-label={t(lang, Msg::AFaceDownCard)}></div> },
            };
            html! {
                <>
                    { card }
                    <div class="kstat">
                        if let Some(h) = hand_now { { hand_badge(h, lang) } }
                        if let Some(l) = slot.luck {
                            <span class="kluck-now" title={t(lang, Msg::LuckInThisBattle)}>
                                <small>{ t(lang, Msg::Luck) }</small>{ l }
                            </span>
                        }
                    </div>
                </>
            }
        }
    };
    let label = if mine { t(lang, Msg::YourBattleArea) } else { t(lang, Msg::OpponentsBattleArea) };
    if mine {
        html! {
            <button type="button" class={classes!("kzone", "kbattle", lit_here.then_some("drop-ok"), can_drop.then_some("can-drop"))}
                    id="battle-mine" data-drop={Target::Battle.attr()} aria-label={label}
                    onclick={(b.on_tap)(Some(Target::Battle), None, None)}>
                { content }
            </button>
        }
    } else {
        html! { <div class="kzone kbattle" id="battle-theirs" aria-label={label}>{ content }</div> }
    }
}

/// A seat's side: its barrier, battle area and piles, then its hand (`hand`: the cards the
/// seat at the device may see of it).
pub fn side(b: &Board, s: &SideView, mine: bool, hand: &[Hidden<CardRef>]) -> Html {
    let lang = b.lang;
    let def_of = b.def_of;
    let backs = s.barrier_count.min(10);
    let barrier_label = format!("{} {}", t(lang, Msg::Barrier), s.barrier_count);
    let cost_cards = s.cost_area.iter().map(|c| {
        let name = def_of(c.no).map(|d| card_name(&d, lang)).unwrap_or_default();
        html! { <li>{ name }</li> }
    });
    html! {
        <section class={classes!("kside", if mine { "mine" } else { "theirs" })} aria-label={seat_name(s.seat, lang)} data-seat={s.seat.to_string()}>
            <div class="krow">
                <div class="kzone kbarrier" aria-label={barrier_label.clone()} title={barrier_label}>
                    <div class="kbarrier-stack">{ for (0..backs).map(|_| html! { <span class="kmini back"></span> }) }</div>
                    <span class="count kbarrier-count">{ s.barrier_count }</span>
                    <span class="zone-name">{ t(lang, Msg::Barrier) }</span>
                </div>
                { battle_zone(b, s, mine, s.battle.as_ref()) }
                <div class="kpiles">
                    <div class="kzone kpile kdeck" aria-label={format!("{} {}", t(lang, Msg::Deck), s.deck_count)}>
                        <span class="count">{ s.deck_count }</span>
                        <span class="zone-name">{ t(lang, Msg::Deck) }</span>
                    </div>
                    <details class="kzone kpile ktrash">
                        <summary aria-label={format!("{} {}", t(lang, Msg::Trash), s.trash.len())}>
                            <span class="count">{ s.trash.len() }</span>
                            <span class="zone-name">{ t(lang, Msg::Trash) }</span>
                        </summary>
                        <ul class="trash-list">
                            { for s.trash.iter().rev().map(|c| html! { <li>{ def_of(c.no).map(|d| card_name(&d, lang)).unwrap_or_default() }</li> }) }
                        </ul>
                    </details>
                    <div class="kzone kpile kcost-area" aria-label={format!("{} {}", t(lang, Msg::CostArea), s.cost_area.len())}>
                        <span class="count">{ s.cost_area.len() }</span>
                        <span class="zone-name">{ t(lang, Msg::CostArea) }</span>
                        if !s.cost_area.is_empty() { <ul class="kcost-list">{ for cost_cards }</ul> }
                    </div>
                </div>
            </div>
            { super::hand::hand(b, s, mine, hand) }
        </section>
    }
}
