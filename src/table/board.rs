//! The board: both seats' sides (character area, Leader, Stage, the count piles, the cost area
//! with its DON!!) drawn from the seat at the device's view, with what is lit for the card picked
//! up or dragged, and the handlers of a press, a tap and a hover on each card. The hands are
//! [`super::hand`].

use std::rc::Rc;
use std::sync::Arc;

use opcg_engine::{Action, CardDb, CardDef, CardId, CardKind, CardView, FieldCardView, Hidden, PlayerView, SideView};
use web_sys::PointerEvent;
use yew::prelude::*;

use super::card::{CardFace, Defs, Live};
use super::log::seat_name;
use super::moves::{Source, Target};
use super::news::News;
use super::TableMsg;
use crate::i18n::{t, tf, Fmt, Lang, Msg};

/// A drop target as the `data-drop` attribute says it ([`super::parse_drop`] reads it back).
pub fn drop_attr(t: Target) -> String {
    match t {
        Target::Play => "play".to_string(),
        Target::Card(CardId(n)) => format!("card:{n}"),
    }
}

/// What the board is drawn from: the seat at the device's view and legal moves, what it has
/// open, and the table's handlers.
pub struct Board<'a> {
    pub lang: Lang,
    pub view: &'a PlayerView,
    pub db: &'a Arc<CardDb>,
    /// The definitions the faces share (compared by pointer).
    pub defs: &'a Defs,
    /// The seat at the device's legal actions (none when it is not its turn to act).
    pub legal: &'a [Action],
    /// What the seat at the device may pick up or drag.
    pub sources: &'a [Source],
    /// The card picked up or dragged, and what it lights.
    pub active_source: Option<Source>,
    pub lit: &'a [(Target, Action)],
    /// The candidates of a "choose cards" decision, and those picked so far.
    pub candidates: &'a [CardId],
    pub picks: &'a [CardId],
    /// Leaders that just took damage (they shake).
    pub hurt_leaders: &'a [CardId],
    /// What happened since the seat last looked (the cards that move).
    pub news: &'a News,
    /// How many DON!! a drag from the cost area carries.
    pub don_count: u8,
    pub dispatch: &'a Callback<TableMsg>,
    /// What a press, a tap or a hover on a card asks (one callback for the table's life).
    pub on: &'a Callback<CardEvent>,
    /// A tap (or Enter) on a target and/or source (the zones and the cost area).
    pub on_tap: &'a dyn Fn(Option<Target>, Option<Source>) -> Callback<MouseEvent>,
    /// A press on the cost area's DON!!: a drag may start.
    pub on_pointer_down: &'a dyn Fn(Option<Source>, Option<String>) -> Callback<PointerEvent>,
}

/// What a press, a tap or a hover on a piece of the board asks of the table. The pieces hold one
/// callback of these for the table's life (their props then stay equal while nothing they show
/// changes); the table carries each out with what it knows at that moment.
#[derive(Clone, Debug)]
pub enum CardEvent {
    /// A tap (or Enter) on a target and/or source.
    Tap(Option<Target>, Option<Source>),
    /// A press: a drag may start (sources only); holding shows card `number` large.
    Down(PointerEvent, Option<Source>, Option<String>),
    /// A pointer entering card `number`: a mouse on a wide screen shows it large.
    Hover(PointerEvent, String, CardId),
    /// An action played from a button of a card (an [Activate: Main]).
    Apply(Action),
}

/// A card on the field as drawn: all it shows, compared cheaply (the definition by pointer).
#[derive(Properties, PartialEq)]
pub struct FieldCardProps {
    pub def: Rc<CardDef>,
    pub card: FieldCardView,
    pub lang: Lang,
    /// Whether the seat at the device may pick it up or drag it now.
    pub draggable: bool,
    pub picked: bool,
    /// A drop target of the card picked up.
    pub lit: bool,
    pub candidate: bool,
    pub chosen: bool,
    pub attacking: bool,
    pub attacked: bool,
    /// The animation of what just happened to it (`anim-*`), if any.
    pub anim: Option<&'static str>,
    /// A Leader that just took damage (it shakes).
    pub hurt: bool,
    /// The [Activate: Main] abilities the seat at the device may activate now (their indexes).
    pub activations: Vec<u8>,
    pub on: Callback<CardEvent>,
}

/// A card on the field (Leader, Character, Stage), with the buttons of its [Activate: Main]
/// abilities under it.
#[function_component(FieldCard)]
pub fn field_card(p: &FieldCardProps) -> Html {
    let lang = p.lang;
    let fc = &p.card;
    let def = &p.def;
    let id = fc.card.id;
    let source = Source::Field(id);
    let target = Target::Card(id);
    let live = Live { power: fc.power, cost: fc.cost, don: fc.don, rested: fc.rested, keywords: fc.keywords.clone() };
    let class = classes!(
        "card",
        fc.rested.then_some("rested"),
        p.draggable.then_some("source"),
        p.picked.then_some("picked"),
        p.lit.then_some("drop-ok"),
        p.candidate.then_some("candidate"),
        p.chosen.then_some("chosen"),
        (p.attacking || p.attacked).then_some("in-battle"),
        fc.summoning_sick.then_some("sick"),
        p.anim,
        p.hurt.then_some("anim-hurt"),
    );
    let label = format!(
        "{} {} {}{}",
        crate::decks::display_name(&def.number, lang, &def.name),
        fc.power,
        if fc.rested { t(lang, Msg::RestedLower) } else { t(lang, Msg::Active) },
        if fc.don > 0 { format!(" +{} DON!!", fc.don) } else { String::new() }
    );
    let number = fc.card.number.clone();
    let on = p.on.clone();
    let down = { let n = number.clone(); p.on.reform(move |e: PointerEvent| CardEvent::Down(e, Some(source), Some(n.clone()))) };
    let enter = { let n = number.clone(); p.on.reform(move |e: PointerEvent| CardEvent::Hover(e, n.clone(), id)) };
    let tap = p.on.reform(move |_: MouseEvent| CardEvent::Tap(Some(target), Some(source)));
    let activations = p.activations.iter().map(|&ability_index| {
        let on = on.clone();
        html! {
            <button type="button" class="mini activate"
                    onclick={Callback::from(move |_| on.emit(CardEvent::Apply(Action::ActivateAbility { card: id, ability_index })))}>
                { format!("⚡{}", t(lang, Msg::ActivateMain)) }{ if ability_index > 0 { format!(" {}", ability_index + 1) } else { String::new() } }
            </button>
        }
    });
    html! {
        <div class="slot" data-drop={drop_attr(target)}>
            <button type="button" {class} data-drop={drop_attr(target)} data-card={id.0.to_string()} data-number={number}
                    aria-label={label}
                    onpointerdown={down}
                    onpointerenter={enter}
                    onclick={tap}>
                <CardFace def={def.clone()} live={Some(live)} {lang} />
                if fc.rested { <span class="rest-badge" aria-hidden="true">{ t(lang, Msg::Rested) }</span> }
                if p.attacking { <span class="battle-badge attacker">{ t(lang, Msg::Attacking) }</span> }
                if p.attacked { <span class="battle-badge target">{ t(lang, Msg::Attacked) }</span> }
                if fc.don > 0 {
                    <span class="don-badge" title="DON!!">{ format!("+{}", fc.don) }</span>
                }
            </button>
            { for activations }
        </div>
    }
}

impl Board<'_> {
    /// A card on the field (Leader, Character, Stage) as a [`FieldCard`]: what it shows now.
    pub fn field_card(&self, fc: &FieldCardView, mine: bool) -> Html {
        let Board { lang, view, db, defs, legal, sources, active_source, lit, candidates, picks, hurt_leaders, news, on, .. } = *self;
        let id = fc.card.id;
        let Some(def) = defs.get(db, &fc.card.number) else { return html! {} };
        let source = Source::Field(id);
        let activations = if mine {
            legal.iter().filter_map(|a| match a {
                Action::ActivateAbility { card, ability_index } if *card == id => Some(*ability_index),
                _ => None,
            }).collect()
        } else {
            Vec::new()
        };
        html! {
            <FieldCard key={id.0} {def} card={fc.clone()} {lang}
                       draggable={mine && sources.contains(&source)}
                       picked={active_source == Some(source)}
                       lit={lit.iter().any(|(x, _)| *x == Target::Card(id))}
                       candidate={candidates.contains(&id)}
                       chosen={picks.contains(&id)}
                       attacking={view.battle.as_ref().is_some_and(|b| b.attacker == id)}
                       attacked={view.battle.as_ref().is_some_and(|b| b.target == id)}
                       anim={news.class_of(id)}
                       hurt={hurt_leaders.contains(&id)}
                       {activations}
                       on={on.clone()} />
        }
    }

    /// One seat's side of the board: character area, Leader, Stage, the piles and the cost
    /// area, and its hand (the cards this screen may see of it).
    pub fn side(&self, s: &SideView, mine: bool, hand: &[Hidden<CardView>]) -> Html {
        let Board { lang, db, sources, active_source, lit, news, don_count, dispatch, on_tap, on_pointer_down, .. } = *self;
        let is_lit = |t: Target| lit.iter().any(|(x, _)| *x == t);
        let chars = s.characters.iter().map(|c| self.field_card(c, mine));
        let leader = self.field_card(&s.leader, mine);
        let stage = s.stage.as_ref().map(|st| self.field_card(st, mine));
        let play_lit = mine && is_lit(Target::Play);
        // A Stage card lights the Stage slot; anything else played (a Character, an Event)
        // lights the character area.
        let stage_card = match active_source {
            Some(Source::Hand(id)) => hand.iter().any(|h| matches!(h, Hidden::Known(c) if c.id == id && db.by_number(&c.number).is_some_and(|d| d.kind == CardKind::Stage))),
            _ => false,
        };
        // A drag from the cost area carries `don_count` DON!! (never more than are active).
        let don_n = don_count.clamp(1, s.don_active.max(1));
        let don_src = Source::Don(don_n);
        let don_source = mine && sources.contains(&don_src);
        let don_label = tf(lang, Fmt::CostAreaLabel { active: s.don_active.into(), rested: s.don_rested.into() });
        let life_known = s.life.iter().filter(|l| matches!(l, Hidden::Known(_))).count();
        let hand_html = self.hand_cards(hand, mine);
        html! {
            // keyed by seat: when the screen changes sides (open hands follow the seat that acts) each
            // side keeps its element and its cards instead of drawing them anew (the table keeps the
            // two in one order then, and the stylesheet's `order` shows the seat's own below)
            <section key={s.seat.to_string()} class={classes!("side", if mine { "mine" } else { "theirs" })} aria-label={seat_name(s.seat, lang)}>
                <div class={classes!("zone", "characters", (play_lit && !stage_card).then_some("drop-ok"))} data-drop={if mine { "play" } else { "none" }}
                     onclick={if mine { on_tap(Some(Target::Play), None) } else { Callback::noop() }}
                     role="group" tabindex={mine.then_some(if play_lit && !stage_card { "0" } else { "-1" })}
                     aria-label={t(lang, Msg::CharacterArea)}>
                    { for chars }
                    if s.characters.is_empty() {
                        <span class="zone-hint">{ t(lang, Msg::CharacterArea) }</span>
                    }
                </div>
                <div class="zone leader">{ leader }</div>
                <div class={classes!("zone", "stage", (play_lit && stage_card).then_some("drop-ok"))} data-drop={if mine { "play" } else { "none" }}
                     role="group" tabindex={mine.then_some(if play_lit && stage_card { "0" } else { "-1" })} aria-label={t(lang, Msg::Stage)}>
                    { stage.unwrap_or_else(|| html! { <span class="zone-hint">{ t(lang, Msg::Stage) }</span> }) }
                </div>
                // Zones that are only counts, and the cost area: one compact block.
                <div class="piles">
                    <div class="zone life" title={t(lang, Msg::Life)} aria-label={format!("{} {}", t(lang, Msg::Life), s.life.len())}>
                        <span class="count">{ s.life.len() }</span>
                        <span class="zone-name">{ t(lang, Msg::Life) }</span>
                        if life_known > 0 { <span class="zone-sub">{ format!("{life_known}▲") }</span> }
                    </div>
                    <div class="zone deck" aria-label={format!("{} {}", t(lang, Msg::Deck), s.deck_count)}>
                        <span class="count">{ s.deck_count }</span>
                        <span class="zone-name">{ t(lang, Msg::Deck) }</span>
                    </div>
                    <div class="zone don-deck" aria-label={format!("{} {}", t(lang, Msg::DONDeck), s.don_deck)}>
                        <span class="count">{ s.don_deck }</span>
                        <span class="zone-name">{ t(lang, Msg::DONDeck) }</span>
                    </div>
                    <details class={classes!("zone", "trash", news.koed.contains(&s.seat).then_some("anim-ko"))}>
                        <summary aria-label={format!("{} {}", t(lang, Msg::Trash), s.trash.len())}>
                            <span class="count">{ s.trash.len() }</span>
                            <span class="zone-name">{ t(lang, Msg::Trash) }</span>
                        </summary>
                        <ul class="trash-list">
                            { for s.trash.iter().rev().map(|c| html! { <li>{ crate::decks::display_name(&c.number, lang, &c.name) }</li> }) }
                        </ul>
                    </details>
                    <div class="zone cost-area" aria-label={don_label.clone()}>
                        if s.don_active > 0 {
                            <button type="button" id={if mine { "don-active" } else { "" }}
                                    class={classes!("don", "active", don_source.then_some("source"), (active_source == Some(don_src) && mine).then_some("picked"))}
                                    aria-label={don_label.clone()}
                                    onpointerdown={if mine { on_pointer_down(Some(don_src), None) } else { Callback::noop() }}
                                    onclick={if mine { on_tap(None, Some(don_src)) } else { Callback::noop() }}>
                                <span class="don-word">{ "DON!!" }</span><span class="count">{ format!("×{}", s.don_active) }</span>
                            </button>
                        }
                        if don_source && s.don_active > 1 {
                            <div class="don-carry" role="group" aria-label={t(lang, Msg::DONPerDrag)}>
                                <button type="button" class="mini" id="don-fewer" aria-label={t(lang, Msg::Fewer)}
                                        disabled={don_n <= 1} onclick={dispatch.reform(|_| TableMsg::DonCount(-1))}>{ "−" }</button>
                                <span id="don-carry">{ tf(lang, Fmt::DonPerDrag { n: don_n.into() }) }</span>
                                <button type="button" class="mini" id="don-more" aria-label={t(lang, Msg::More)}
                                        disabled={don_n >= s.don_active} onclick={dispatch.reform(|_| TableMsg::DonCount(1))}>{ "+" }</button>
                            </div>
                        }
                        if s.don_rested > 0 {
                            <div class="don rested"><span class="don-word">{ "DON!!" }</span><span class="count">{ format!("×{}", s.don_rested) }</span></div>
                        }
                    </div>
                </div>
                <div class={classes!("hand", if mine { "hand-mine" } else { "hand-theirs" })} aria-label={format!("{} {}", t(lang, Msg::Hand), hand.len())}>
                    { for hand_html }
                </div>
            </section>
        }
    }
}
