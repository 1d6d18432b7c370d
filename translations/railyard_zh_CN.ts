<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddRowDialog</name>
    <message>
        <source>Add Row of Racks</source>
        <translation>添加一排机柜</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation>无（不订购）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>排</translation>
    </message>
    <message>
        <source>Cabinet</source>
        <translation>机柜型号</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>First rack at x</source>
        <translation>第一个机柜 x 位置</translation>
    </message>
    <message>
        <source>Row at y</source>
        <translation>该排 y 位置</translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>Order quantity</source>
        <translation>订购数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Extended price</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Quotation %1</source>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <source> rev. %1</source>
        <translation> 第 %1 版</translation>
    </message>
    <message>
        <source>Transceivers, spares included</source>
        <translation>光模块（含备件）</translation>
    </message>
    <message>
        <source>Cables, spares included</source>
        <translation>线缆（含备件）</translation>
    </message>
    <message>
        <source>Fibers in the design&apos;s cables</source>
        <translation>设计中线缆的光纤芯数</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A 端</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B 端</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Subtotal racks</source>
        <translation>机柜小计</translation>
    </message>
    <message>
        <source>Subtotal devices</source>
        <translation>设备小计</translation>
    </message>
    <message>
        <source>Subtotal transceivers</source>
        <translation>光模块小计</translation>
    </message>
    <message>
        <source>Subtotal cables</source>
        <translation>线缆小计</translation>
    </message>
    <message numerus="yes">
        <source>%n ordered, and no row of the list prices it</source>
        <translation>
            <numerusform>订购 %n 件，价格表中没有任何一行为其定价</numerusform>
        </translation>
    </message>
    <message>
        <source>No line has a price.</source>
        <translation>没有任何一行有价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 line(s) have no price: the total leaves them out</source>
        <translation>
            <numerusform>%1 行中有 %n 行没有价格：合计未包含它们</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the %2 product; no part number of the %3 airflow is known: confirm on the quote</source>
        <translation>%1 是 %2 产品；未知 %3 风向的料号：请在报价中确认</translation>
    </message>
    <message>
        <source>, %1 airflow</source>
        <translation>，%1 风向</translation>
    </message>
    <message>
        <source>* Part number not confirmed by a source: confirm it on the quote.</source>
        <translation>* 料号未经来源确认：请在报价中确认。</translation>
    </message>
    <message>
        <source>† Generic part: an equivalent product is accepted.</source>
        <translation>† 通用部件：可接受同等产品。</translation>
    </message>
    <message>
        <source>Accessories</source>
        <translation>附件</translation>
    </message>
    <message>
        <source>Subtotal accessories</source>
        <translation>附件小计</translation>
    </message>
    <message numerus="yes">
        <source>No PDU of the catalog has the outlets %n rack(s) need (%1): their PDUs are not ordered</source>
        <translation>
            <numerusform>目录中没有 PDU 具备 %n 个机柜所需的插座（%1）：未订购其 PDU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) with an inlet no cord of the catalog takes (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n 个电源的输入接口在目录中没有匹配的电源线（%1）：未订购其电源线</numerusform>
        </translation>
    </message>
    <message>
        <source>Subtotal: %1</source>
        <translation>小计：%1</translation>
    </message>
    <message>
        <source>Lead time (days)</source>
        <translation>交货期（天）</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>Not in an SU</source>
        <translation>不属于任何 SU</translation>
    </message>
    <message>
        <source>Shared: racks and accessories</source>
        <translation>共用：机柜和附件</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>Compute network</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>In-band management network</source>
        <translation>带内管理网络</translation>
    </message>
    <message>
        <source>Out-of-band management network</source>
        <translation>带外管理网络</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Far rack</source>
        <translation>对端机柜</translation>
    </message>
    <message>
        <source>Fibers</source>
        <translation>光纤芯数</translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s) of an unknown inlet (%1): their power cords are not ordered</source>
        <translation>
            <numerusform>%n 个电源的输入接口未知（%1）：未订购其电源线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) whose PSUs are not known (%1): no power cords are ordered for them</source>
        <translation>
            <numerusform>%n 台设备的电源未知（%1）：未为其订购电源线</numerusform>
        </translation>
    </message>
    <message>
        <source>C2P where the hall&apos;s switches are P2C: mount its ports toward the cold aisle</source>
        <translation>C2P，而机房的交换机为 P2C：安装时端口朝向冷通道</translation>
    </message>
    <message>
        <source>P2C where the hall&apos;s switches are C2P: mount its ports toward the hot aisle</source>
        <translation>P2C，而机房的交换机为 C2P：安装时端口朝向热通道</translation>
    </message>
    <message>
        <source>Part number not confirmed by a source: confirm it on the quote.</source>
        <translation>料号未经来源确认：请在报价中确认。</translation>
    </message>
    <message>
        <source>Generic part: an equivalent product is accepted.</source>
        <translation>通用部件：可接受同等产品。</translation>
    </message>
    <message>
        <source>%1 airflow.</source>
        <translation>%1 风向。</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>order code to confirm</source>
        <translation>订货号待确认</translation>
    </message>
    <message>
        <source>No orderable part number is known: confirm the order code with the supplier (Railyard&apos;s catalog id: %1).</source>
        <translation>没有已知的可订购料号：请向供应商确认订货号（Railyard 目录 ID：%1）。</translation>
    </message>
    <message>
        <source>Order code to confirm: no orderable part number of the product is known; the description names it.</source>
        <translation>订货号待确认：该产品没有已知的可订购料号；描述中给出产品名称。</translation>
    </message>
    <message numerus="yes">
        <source>For %n rack(s): %1</source>
        <translation>
            <numerusform>用于 %n 个机柜：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>No price.</source>
        <translation>无价格。</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Order qty</source>
        <translation>订购数量</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>小计</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>800G twin-port OSFP 2xDR4 single-mode, 500 m, finned top</source>
        <translation>800G 双端口 OSFP 2xDR4 单模，500 m，带散热鳍片</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xDR4 single-mode, flat top for ConnectX-7 cages (DGX H100)</source>
        <translation>800G 双端口 OSFP 2xDR4 单模，平顶，用于 ConnectX-7 端口笼（DGX H100）</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xDR4 (DR8) single-mode, 100 m, finned top</source>
        <translation>800G 双端口 OSFP 2xDR4（DR8）单模，100 m，带散热鳍片</translation>
    </message>
    <message>
        <source>400G single-port OSFP DR4 single-mode, 100 m, flat top for ConnectX-7</source>
        <translation>400G 单端口 OSFP DR4 单模，100 m，平顶，用于 ConnectX-7</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xSR4 multimode, 50 m, finned top</source>
        <translation>800G 双端口 OSFP 2xSR4 多模，50 m，带散热鳍片</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xSR4 multimode, flat top for ConnectX-7 cages (DGX H100)</source>
        <translation>800G 双端口 OSFP 2xSR4 多模，平顶，用于 ConnectX-7 端口笼（DGX H100）</translation>
    </message>
    <message>
        <source>400G single-port OSFP SR4 multimode, 50 m, flat top for ConnectX-7</source>
        <translation>400G 单端口 OSFP SR4 多模，50 m，平顶，用于 ConnectX-7</translation>
    </message>
    <message>
        <source>400G single-port QSFP112 SR4 multimode, 50 m</source>
        <translation>400G 单端口 QSFP112 SR4 多模，50 m</translation>
    </message>
    <message>
        <source>800G twin-port OSFP 2xFR4 single-mode, 2 km, duplex LC</source>
        <translation>800G 双端口 OSFP 2xFR4 单模，2 km，双工 LC</translation>
    </message>
    <message>
        <source>400G single-port QSFP112 DR4 single-mode for ConnectX-7 / BlueField-3, 100 m</source>
        <translation>400G 单端口 QSFP112 DR4 单模，用于 ConnectX-7 / BlueField-3，100 m</translation>
    </message>
    <message>
        <source>100G QSFP28 SR4 multimode, MPO-12/UPC (storage and in-band Ethernet)</source>
        <translation>100G QSFP28 SR4 多模，MPO-12/UPC（存储和带内以太网）</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 crossover (Type B) fiber, female-female, 8 fibers</source>
        <translation>MPO-12/APC 多模 OM4 交叉（B 型）光纤跳线，母对母，8 芯</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 1:2 splitter fiber, 8 fibers to 2 x 4</source>
        <translation>MPO-12/APC 多模 OM4 1:2 分支光缆，8 芯分为 2 × 4 芯</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode crossover (Type B) fiber, female-female, 8 fibers</source>
        <translation>MPO-12/APC 单模交叉（B 型）光纤跳线，母对母，8 芯</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode 1:2 splitter fiber, 8 fibers to 2 x 4</source>
        <translation>MPO-12/APC 单模 1:2 分支光缆，8 芯分为 2 × 4 芯</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type B, male-male, 12 fibers, low loss</source>
        <translation>MPO-12/APC 单模主干光缆，B 型，公对公，12 芯，低损耗</translation>
    </message>
    <message>
        <source>MPO-12/APC multimode OM4 trunk, Type B, male-male, 12 fibers, low loss</source>
        <translation>MPO-12/APC 多模 OM4 主干光缆，B 型，公对公，12 芯，低损耗</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type A, male-male, 12 fibers (Method A)</source>
        <translation>MPO-12/APC 单模主干光缆，A 型，公对公，12 芯（方法 A）</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode patch cord, Type A, female-female (Method A)</source>
        <translation>MPO-12/APC 单模跳线，A 型，母对母（方法 A）</translation>
    </message>
    <message>
        <source>MPO-12/UPC multimode OM4 patch cord, Type B, female-female, for 100G SR4 QSFP28 optics</source>
        <translation>MPO-12/UPC 多模 OM4 跳线，B 型，母对母，用于 100G SR4 QSFP28 光模块</translation>
    </message>
    <message>
        <source>MPO-12/APC single-mode trunk, Type B, male-male, standard grade (0.75 dB)</source>
        <translation>MPO-12/APC 单模主干光缆，B 型，公对公，标准级（0.75 dB）</translation>
    </message>
    <message>
        <source>LC/UPC duplex single-mode patch cord, A-to-B</source>
        <translation>LC/UPC 双工单模跳线，A 对 B</translation>
    </message>
    <message>
        <source>LC duplex single-mode A-to-A cord, UPC: does not swap Tx and Rx (not a crossover); between two transceivers use the A-to-B cord</source>
        <translation>LC 双工单模 A 对 A 跳线，UPC：不交换 Tx 和 Rx（非交叉）；两个光模块之间请使用 A 对 B 跳线</translation>
    </message>
    <message>
        <source>800G twin-port OSFP to OSFP passive copper (switch to switch), finned ends</source>
        <translation>800G 双端口 OSFP 对 OSFP 无源铜缆（交换机之间），两端带散热鳍片</translation>
    </message>
    <message>
        <source>800G twin-port OSFP passive DAC, flat top at the DGX H100 end (A), finned top at the switch end (B), 2 x 400G</source>
        <translation>800G 双端口 OSFP 无源 DAC，DGX H100 端（A）为平顶，交换机端（B）带散热鳍片，2 × 400G</translation>
    </message>
    <message>
        <source>800G OSFP to 2 x 400G OSFP passive copper splitter</source>
        <translation>800G OSFP 转 2 × 400G OSFP 无源铜缆分支线</translation>
    </message>
    <message>
        <source>800G twin-port OSFP to OSFP active copper (ACC), finned ends</source>
        <translation>800G 双端口 OSFP 对 OSFP 有源铜缆（ACC），两端带散热鳍片</translation>
    </message>
    <message>
        <source>400G QSFP112 to QSFP112 passive copper (storage / in-band)</source>
        <translation>400G QSFP112 对 QSFP112 无源铜缆（存储 / 带内）</translation>
    </message>
    <message>
        <source>100G QSFP28 to QSFP28 passive copper (storage / in-band Ethernet)</source>
        <translation>100G QSFP28 对 QSFP28 无源铜缆（存储 / 带内以太网）</translation>
    </message>
    <message>
        <source>Cat6A RJ45 patch cord (BMC and switch management to the out-of-band switch)</source>
        <translation>Cat6A RJ45 跳线（BMC 和交换机管理口接带外交换机）</translation>
    </message>
    <message>
        <source>48U 19-inch server cabinet, 600 mm wide, 1200 mm deep (the size a DGX SuperPOD row is planned with)</source>
        <translation>48U 19 英寸服务器机柜，宽 600 mm，深 1200 mm（规划 DGX SuperPOD 机柜排所用尺寸）</translation>
    </message>
    <message>
        <source>42U 19-inch server cabinet, 600 mm wide, 1200 mm deep</source>
        <translation>42U 19 英寸服务器机柜，宽 600 mm，深 1200 mm</translation>
    </message>
    <message>
        <source>48U 19-inch network cabinet, 800 mm wide (room for cable management beside the switches), 1200 mm deep</source>
        <translation>48U 19 英寸网络机柜，宽 800 mm（交换机旁留有理线空间），深 1200 mm</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100</source>
        <translation>NVIDIA DGX H100</translation>
    </message>
    <message>
        <source>NVIDIA DGX B200</source>
        <translation>NVIDIA DGX B200</translation>
    </message>
    <message>
        <source>Generic HGX 8-GPU server, 8 x 400G single-port NICs</source>
        <translation>通用 HGX 8-GPU 服务器，8 × 400G 单端口网卡</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-2 QM9700 (spine)</source>
        <translation>NVIDIA Quantum-2 QM9700（Spine）</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-4 SN5600 (spine)</source>
        <translation>NVIDIA Spectrum-4 SN5600（Spine）</translation>
    </message>
    <message>
        <source>NVIDIA SN2201-class management switch, 48 x 1G RJ45 + 4 x 100G</source>
        <translation>NVIDIA SN2201 级管理交换机，48 × 1G RJ45 + 4 × 100G</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum SN4600C, 64 x 100G QSFP28 (in-band / storage Ethernet)</source>
        <translation>NVIDIA Spectrum SN4600C，64 × 100G QSFP28（带内 / 存储以太网）</translation>
    </message>
    <message>
        <source>NVIDIA UFM appliance</source>
        <translation>NVIDIA UFM 设备</translation>
    </message>
    <message>
        <source>Generic Storage server, 2 x 400G</source>
        <translation>通用存储服务器，2 × 400G</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/APC panel, key-up/key-down (aligned) adapters</source>
        <translation>通用 1U 24 口 MPO-12/APC 配线架，键上/键下（同向）适配器</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12 panel, key-up/key-up (reversed) adapters</source>
        <translation>通用 1U 24 口 MPO-12 配线架，键上/键上（反向）适配器</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/UPC panel, key-up/key-up (reversed) adapters</source>
        <translation>通用 1U 24 口 MPO-12/UPC 配线架，键上/键上（反向）适配器</translation>
    </message>
    <message>
        <source>Generic 1U 48-port LC duplex panel, A-to-B adapters</source>
        <translation>通用 1U 48 口 LC 双工配线架，A 对 B 适配器</translation>
    </message>
    <message>
        <source>Generic 1U 48-port Cat6A RJ45 coupler panel (out-of-band runs between racks)</source>
        <translation>通用 1U 48 口 Cat6A RJ45 直通配线架（机柜间带外布线）</translation>
    </message>
    <message>
        <source>1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, finned top (IHS), 980-9IAH1-00XM00</source>
        <translation>1.6T 双端口 OSFP 2xDR4 XDR 单模，500 m，鳍片顶（IHS），980-9IAH1-00XM00</translation>
    </message>
    <message>
        <source>1.6T twin-port OSFP 2xDR4 XDR single-mode, 500 m, flat top (RHS), 980-9IAH0-00XM00</source>
        <translation>1.6T 双端口 OSFP 2xDR4 XDR 单模，500 m，平顶（RHS），980-9IAH0-00XM00</translation>
    </message>
    <message>
        <source>800G single-port OSFP DR4 XDR single-mode, 500 m, flat top (RHS) for ConnectX-8, 980-9IAT0-00XM00</source>
        <translation>800G 单端口 OSFP DR4 XDR 单模，500 m，平顶（RHS），用于 ConnectX-8，980-9IAT0-00XM00</translation>
    </message>
    <message>
        <source>800G DR4 co-packaged optical port of the Q3450-LD (built in, never ordered)</source>
        <translation>Q3450-LD 的 800G DR4 共封装光端口（内置，无需订购）</translation>
    </message>
    <message>
        <source>1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, flat-top (RHS) ends, up to 1.1 m</source>
        <translation>1.6T（2 x 800G）XDR OSFP 至 OSFP 线性有源铜缆，平顶（RHS）端，最长 1.1 m</translation>
    </message>
    <message>
        <source>1.6T (2 x 800G) XDR OSFP to OSFP linear active copper, finned (IHS) ends, up to 3 m</source>
        <translation>1.6T（2 x 800G）XDR OSFP 至 OSFP 线性有源铜缆，鳍片（IHS）端，最长 3 m</translation>
    </message>
    <message>
        <source>1.6T XDR OSFP (IHS) to 2 x 800G OSFP (RHS) linear active copper splitter, up to 2 m</source>
        <translation>1.6T XDR OSFP（IHS）至 2 x 800G OSFP（RHS）线性有源铜分支缆，最长 2 m</translation>
    </message>
    <message>
        <source>NVIDIA DGX B300</source>
        <translation>NVIDIA DGX B300</translation>
    </message>
    <message>
        <source>NVIDIA DGX H200</source>
        <translation>NVIDIA DGX H200</translation>
    </message>
    <message>
        <source>NVIDIA DGX GB200 compute tray (2 Grace, 4 Blackwell)</source>
        <translation>NVIDIA DGX GB200 计算托盘（2 Grace，4 Blackwell）</translation>
    </message>
    <message>
        <source>NVIDIA DGX GB300 compute tray (2 Grace, 4 Blackwell Ultra)</source>
        <translation>NVIDIA DGX GB300 计算托盘（2 Grace，4 Blackwell Ultra）</translation>
    </message>
    <message>
        <source>NVIDIA NVLink switch tray (2 NVLink switch chips)</source>
        <translation>NVIDIA NVLink 交换托盘（2 颗 NVLink 交换芯片）</translation>
    </message>
    <message>
        <source>NVIDIA NVL72 power shelf (33 kW, 6 x 5.5 kW PSUs)</source>
        <translation>NVIDIA NVL72 电源架（33 kW，6 x 5.5 kW 电源）</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3400-RA (spine)</source>
        <translation>NVIDIA Quantum-X800 Q3400-RA（Spine）</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3200-RA (two 18-cage switches)</source>
        <translation>NVIDIA Quantum-X800 Q3200-RA（两台 18 笼交换机）</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X Photonics Q3450-LD (co-packaged optics)</source>
        <translation>NVIDIA Quantum-X Photonics Q3450-LD（共封装光学）</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-X800 SN5610 (spine)</source>
        <translation>NVIDIA Spectrum-X800 SN5610（Spine）</translation>
    </message>
    <message>
        <source>MPO-12/UPC multimode OM4 trunk, Type B, male-male, 12 fibers, for 100G SR4 QSFP28 links between racks</source>
        <translation>MPO-12/UPC 多模 OM4 主干光缆，B 型，公对公，12 芯，用于机柜之间的 100G SR4 QSFP28 链路</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-12/UPC panel, key-up/key-down (aligned) adapters</source>
        <translation>通用 1U 24 口 MPO-12/UPC 配线架，键上/键下（对齐）适配器</translation>
    </message>
    <message>
        <source>100G QSFP28 PSM4 single-mode, 500 m, MPO-12/APC (management uplinks between rows)</source>
        <translation>100G QSFP28 PSM4 单模，500 m，MPO-12/APC（跨排的管理上行链路）</translation>
    </message>
    <message>
        <source>DGX GB200 NVL72 rack: MGX rack with NVLink spine and busbar for 18 compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 (liquid-cooled), ordered as one DGX system with them</source>
        <translation>DGX GB200 NVL72 机柜：带 NVLink 背板和母线的 MGX 机柜，容纳 18 个计算托盘、9 个 NVLink 交换托盘、8 个电源架和 2 台 SN2201（液冷），与它们一起作为一套 DGX 系统订购</translation>
    </message>
    <message>
        <source>DGX GB300 NVL72 rack: MGX rack with NVLink spine and busbar for 18 compute trays, 9 NVLink switch trays, 8 power shelves and 2 SN2201 (liquid-cooled), ordered as one DGX system with them</source>
        <translation>DGX GB300 NVL72 机柜：带 NVLink 背板和母线的 MGX 机柜，容纳 18 个计算托盘、9 个 NVLink 交换托盘、8 个电源架和 2 台 SN2201（液冷），与它们一起作为一套 DGX 系统订购</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-2 QM9700</source>
        <translation>NVIDIA Quantum-2 QM9700</translation>
    </message>
    <message>
        <source>NVIDIA Quantum-X800 Q3400-RA</source>
        <translation>NVIDIA Quantum-X800 Q3400-RA</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-4 SN5600</source>
        <translation>NVIDIA Spectrum-4 SN5600</translation>
    </message>
    <message>
        <source>NVIDIA Spectrum-X800 SN5610</source>
        <translation>NVIDIA Spectrum-X800 SN5610</translation>
    </message>
    <message>
        <source>Power cord IEC C13 to C14, 2 m (a C14 inlet to a PDU&apos;s C13 outlet)</source>
        <translation>电源线 IEC C13 转 C14，2 m（C14 输入接口接 PDU 的 C13 插座）</translation>
    </message>
    <message>
        <source>Power cord IEC C19 to C20, locking, 2 m (a C20 inlet to a PDU&apos;s C19 outlet)</source>
        <translation>电源线 IEC C19 转 C20，带锁，2 m（C20 输入接口接 PDU 的 C19 插座）</translation>
    </message>
    <message>
        <source>Blanking panel, 1U, tool-less</source>
        <translation>盲板，1U，免工具</translation>
    </message>
    <message>
        <source>Vertical cable managers, a pair for one network rack (left and right, with fingers)</source>
        <translation>垂直理线器，一个网络机柜一对（左右各一，带理线齿）</translation>
    </message>
    <message>
        <source>8 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 96 fibers (8 MPO-12 per end, fanned out), low loss</source>
        <translation>8 × MPO-12/APC 单模预端接主干光缆，B 型，公对公，96 芯（每端 8 个 MPO-12，分支），低损耗</translation>
    </message>
    <message>
        <source>12 x MPO-12/APC single-mode trunk assembly, Type B, male-male, 144 fibers (12 MPO-12 per end, fanned out), low loss</source>
        <translation>12 × MPO-12/APC 单模预端接主干光缆，B 型，公对公，144 芯（每端 12 个 MPO-12，分支），低损耗</translation>
    </message>
    <message>
        <source>8 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 96 fibers (8 MPO-12 per end, fanned out), low loss</source>
        <translation>8 × MPO-12/APC 多模 OM4 预端接主干光缆，B 型，公对公，96 芯（每端 8 个 MPO-12，分支），低损耗</translation>
    </message>
    <message>
        <source>12 x MPO-12/APC multimode OM4 trunk assembly, Type B, male-male, 144 fibers (12 MPO-12 per end, fanned out), low loss</source>
        <translation>12 × MPO-12/APC 多模 OM4 预端接主干光缆，B 型，公对公，144 芯（每端 12 个 MPO-12，分支），低损耗</translation>
    </message>
    <message>
        <source>MPO-16/APC multimode OM4 patch cord, Type B, female-female, 16 fibers, for 400G/800G SR8 modules</source>
        <translation>MPO-16/APC 多模 OM4 跳线，B 型，母对母，16 芯，用于 400G/800G SR8 模块</translation>
    </message>
    <message>
        <source>8 x MPO-16/APC multimode OM4 trunk assembly, Type B, male-male, 128 fibers (8 MPO-16 per end, fanned out), low loss</source>
        <translation>8 × MPO-16/APC 多模 OM4 预端接主干光缆，B 型，公对公，128 芯（每端 8 个 MPO-16，分支），低损耗</translation>
    </message>
    <message>
        <source>Generic 1U 24-port MPO-16/APC panel, key-up/key-down (aligned) adapters</source>
        <translation>通用 1U 24 口 MPO-16/APC 配线架，键上/键下（同向）适配器</translation>
    </message>
    <message>
        <source>LC/UPC duplex single-mode trunk, A-to-B, made to length (panel to panel, for 2 km FR4 links)</source>
        <translation>LC/UPC 双工单模主干光缆，A-B，按长度定制（配线架到配线架，用于 2 km FR4 链路）</translation>
    </message>
    <message>
        <source>Raritan PX3 rack PDU, 3-phase 415 V 60 A, 18 x C19 + 6 x C13</source>
        <translation>Raritan PX3 机柜 PDU，三相 415 V 60 A，18 x C19 + 6 x C13</translation>
    </message>
    <message>
        <source>Rack PDU, single-phase 230 V 32 A, 20 x C13 + 4 x C19</source>
        <translation>机柜 PDU，单相 230 V 32 A，20 x C13 + 4 x C19</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>Unconfirmed values:</source>
        <translation>未确认的值：</translation>
    </message>
    <message>
        <source>confirmed:</source>
        <translation>已确认：</translation>
    </message>
    <message>
        <source>from a secondary source:</source>
        <translation>来自二手资料：</translation>
    </message>
    <message>
        <source>inferred:</source>
        <translation>推断：</translation>
    </message>
    <message>
        <source>not published:</source>
        <translation>未公布：</translation>
    </message>
    <message>
        <source>Part number: %1</source>
        <translation>料号：%1</translation>
    </message>
</context>
<context>
    <name>ChangeOrder</name>
    <message>
        <source>Remove cables</source>
        <translation>拆除线缆</translation>
    </message>
    <message>
        <source>Remove devices</source>
        <translation>拆除设备</translation>
    </message>
    <message>
        <source>Move devices</source>
        <translation>移动设备</translation>
    </message>
    <message>
        <source>Add cables</source>
        <translation>新增线缆</translation>
    </message>
    <message>
        <source>Add devices</source>
        <translation>新增设备</translation>
    </message>
    <message>
        <source>Relabel cables</source>
        <translation>重新贴标线缆</translation>
    </message>
    <message>
        <source>%1 · rack %2</source>
        <translation>%1 · 机柜 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done.</source>
        <translation>
            <numerusform>共 %n 步，请按顺序执行；完成一步勾选一步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>标识</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), in this order; tick each when done. Printed %1.</source>
        <translation>
            <numerusform>共 %n 步，请按顺序执行；完成一步勾选一步。打印于 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Change order: %1 → %2</source>
        <translation>变更单：%1 → %2</translation>
    </message>
    <message>
        <source>Remove cable</source>
        <translation>拆除线缆</translation>
    </message>
    <message>
        <source>Remove device</source>
        <translation>拆除设备</translation>
    </message>
    <message>
        <source>Move device</source>
        <translation>移动设备</translation>
    </message>
    <message>
        <source>Add cable</source>
        <translation>新增线缆</translation>
    </message>
    <message>
        <source>Add device</source>
        <translation>新增设备</translation>
    </message>
    <message>
        <source>Relabel cable</source>
        <translation>重新贴标线缆</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>The clipboard holds no devices.</source>
        <translation>剪贴板中没有设备。</translation>
    </message>
    <message>
        <source>This design has no device type &quot;%1&quot;.</source>
        <translation>此设计中没有设备类型“%1”。</translation>
    </message>
    <message>
        <source>%1 has no room for another %2.</source>
        <translation>%1 中已没有空间再放一台 %2。</translation>
    </message>
</context>
<context>
    <name>Colouring</name>
    <message>
        <source>No rail</source>
        <translation>无轨道</translation>
    </message>
    <message>
        <source>Unknown network</source>
        <translation>未知网络</translation>
    </message>
    <message>
        <source>On an error</source>
        <translation>有错误</translation>
    </message>
    <message>
        <source>On a warning</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>No error or warning</source>
        <translation>无错误或警告</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>轨道 %1</translation>
    </message>
    <message>
        <source>Cables by install status</source>
        <translation>按安装状态着色的线缆</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Connect Cable</source>
        <translation>连接线缆</translation>
    </message>
    <message>
        <source>Disconnect Cable</source>
        <translation>断开线缆</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>Remove Transceiver</source>
        <translation>移除光模块</translation>
    </message>
    <message>
        <source>Set Transceiver</source>
        <translation>插入光模块</translation>
    </message>
    <message>
        <source>Rename Design</source>
        <translation>重命名设计</translation>
    </message>
    <message>
        <source>Change Currency</source>
        <translation>更改币种</translation>
    </message>
    <message>
        <source>Change Settings</source>
        <translation>更改设置</translation>
    </message>
    <message>
        <source>Change Quote Details</source>
        <translation>更改报价信息</translation>
    </message>
    <message>
        <source>Change Rack Type</source>
        <translation>更改机柜型号</translation>
    </message>
    <message>
        <source>Rename Rack</source>
        <translation>重命名机柜</translation>
    </message>
    <message>
        <source>Change Rack Row</source>
        <translation>更改机柜所在排</translation>
    </message>
    <message>
        <source>Change Rack Height</source>
        <translation>更改机柜高度</translation>
    </message>
    <message>
        <source>Rename Device</source>
        <translation>重命名设备</translation>
    </message>
    <message>
        <source>Change Scalable Unit</source>
        <translation>更改可扩展单元</translation>
    </message>
    <message>
        <source>Change Node Number</source>
        <translation>更改节点编号</translation>
    </message>
    <message>
        <source>Change Rail</source>
        <translation>更改轨道</translation>
    </message>
    <message>
        <source>Rename Cable</source>
        <translation>重命名线缆</translation>
    </message>
    <message>
        <source>Change Cable Label</source>
        <translation>更改线缆标签</translation>
    </message>
    <message>
        <source>Change Cable Length</source>
        <translation>更改线缆长度</translation>
    </message>
    <message>
        <source>Change Cable Type</source>
        <translation>更改线缆类型</translation>
    </message>
    <message>
        <source>Import Device Types</source>
        <translation>导入设备类型</translation>
    </message>
    <message>
        <source>Change Airflow</source>
        <translation>更改风向</translation>
    </message>
    <message>
        <source>Set Cable Status</source>
        <translation>设置线缆状态</translation>
    </message>
    <message>
        <source>Import Test Results</source>
        <translation>导入测试结果</translation>
    </message>
    <message>
        <source>Set Replaced Cable</source>
        <translation>设置被替换的线缆</translation>
    </message>
    <message>
        <source>A cable cannot replace itself.</source>
        <translation>线缆不能替换自身。</translation>
    </message>
    <message>
        <source>There is no cable &quot;%1&quot;.</source>
        <translation>没有线缆“%1”。</translation>
    </message>
    <message>
        <source>%1 already replaces %2.</source>
        <translation>%1 已在替换 %2。</translation>
    </message>
    <message>
        <source>Save Revision “%1”</source>
        <translation>保存修订版“%1”</translation>
    </message>
    <message>
        <source>Delete Revision “%1”</source>
        <translation>删除修订版“%1”</translation>
    </message>
    <message>
        <source>Restore Revision “%1”</source>
        <translation>恢复修订版“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Rack(s)</source>
        <translation>
            <numerusform>添加 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Rack(s)</source>
        <translation>
            <numerusform>删除 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Device(s)</source>
        <translation>
            <numerusform>添加 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Device(s)</source>
        <translation>
            <numerusform>删除 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>添加 %n 根线缆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Cable(s)</source>
        <translation>
            <numerusform>删除 %n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Rack %1</source>
        <translation>添加机柜 %1</translation>
    </message>
    <message>
        <source>Delete Rack %1</source>
        <translation>删除机柜 %1</translation>
    </message>
    <message>
        <source>Add Device %1</source>
        <translation>添加设备 %1</translation>
    </message>
    <message>
        <source>Delete Device %1</source>
        <translation>删除设备 %1</translation>
    </message>
    <message>
        <source>Add Cable %1</source>
        <translation>添加线缆 %1</translation>
    </message>
    <message>
        <source>Delete Cable %1</source>
        <translation>删除线缆 %1</translation>
    </message>
    <message>
        <source>Move Device %1</source>
        <translation>移动设备 %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Device(s)</source>
        <translation>
            <numerusform>移动 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Move Rack %1</source>
        <translation>移动机柜 %1</translation>
    </message>
    <message numerus="yes">
        <source>Move %n Rack(s)</source>
        <translation>
            <numerusform>移动 %n 个机柜</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissioningReport</name>
    <message>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Untested</source>
        <translation>未测试</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Commissioning report</source>
        <translation>调试验收报告</translation>
    </message>
    <message>
        <source>Fiber cables</source>
        <translation>光纤线缆</translation>
    </message>
    <message>
        <source>Tested</source>
        <translation>已测试</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Passed with warnings</source>
        <translation>通过但有警告</translation>
    </message>
    <message>
        <source>Results naming no cable</source>
        <translation>未匹配线缆的结果</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖率</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Loss margin of the tested cables</source>
        <translation>已测线缆的损耗余量</translation>
    </message>
    <message>
        <source>Margin to the budget</source>
        <translation>相对预算的余量</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Loss (dB)</source>
        <translation>损耗 (dB)</translation>
    </message>
    <message>
        <source>Budget (dB)</source>
        <translation>预算 (dB)</translation>
    </message>
    <message>
        <source>Margin (dB)</source>
        <translation>余量 (dB)</translation>
    </message>
    <message>
        <source>Tester limit (dB)</source>
        <translation>测试仪限值 (dB)</translation>
    </message>
    <message>
        <source>Measured length (m)</source>
        <translation>实测长度 (m)</translation>
    </message>
    <message>
        <source>Design length (m)</source>
        <translation>设计长度 (m)</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Unmatched</source>
        <translation>未匹配</translation>
    </message>
    <message>
        <source>Row of the results file</source>
        <translation>结果文件的行</translation>
    </message>
    <message>
        <source>Cable as written</source>
        <translation>文件中的线缆</translation>
    </message>
    <message>
        <source>With warnings</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>Naming no cable</source>
        <translation>未匹配线缆</translation>
    </message>
    <message>
        <source>Margin to the budget (Railyard&apos;s, or the tester&apos;s limit where tighter)</source>
        <translation>相对预算的余量（Railyard 的预算，或更严的测试仪限值）</translation>
    </message>
    <message>
        <source>Untested cables (%1)</source>
        <translation>未测试的线缆（%1）</translation>
    </message>
    <message>
        <source>Results that name no cable of the design</source>
        <translation>未对应设计中任何线缆的结果</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Commissioning report: %1</source>
        <translation>调试验收报告：%1</translation>
    </message>
</context>
<context>
    <name>CounterOverlay</name>
    <message>
        <source>Port counters since the baseline</source>
        <translation>自基线以来的端口计数器</translation>
    </message>
    <message>
        <source>No counters</source>
        <translation>无计数器</translation>
    </message>
    <message>
        <source>Counters ok</source>
        <translation>计数器正常</translation>
    </message>
    <message>
        <source>Counters rose</source>
        <translation>计数器上升</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>a loose end</source>
        <translation>一个悬空端</translation>
    </message>
    <message>
        <source>%1 leg %2</source>
        <translation>%1 分支 %2</translation>
    </message>
    <message>
        <source> A end</source>
        <translation> A 端</translation>
    </message>
    <message>
        <source> B end</source>
        <translation> B 端</translation>
    </message>
    <message>
        <source>%1 end A%2</source>
        <translation>%1 的 A%2 端</translation>
    </message>
    <message>
        <source>%1 end B%2</source>
        <translation>%1 的 B%2 端</translation>
    </message>
</context>
<context>
    <name>DesignLimits</name>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 不在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 不是有限数值</translation>
    </message>
    <message>
        <source>%1 must be more than %2</source>
        <translation>%1 必须大于 %2</translation>
    </message>
    <message>
        <source>%1 is below %2</source>
        <translation>%1 小于 %2</translation>
    </message>
    <message>
        <source>%1 is above %2</source>
        <translation>%1 大于 %2</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>长度为 %1 个字符；最多允许 %2 个</translation>
    </message>
    <message>
        <source>holds the control character U+%1</source>
        <translation>含有控制字符 U+%1</translation>
    </message>
    <message>
        <source>holds U+%1, which is not a character</source>
        <translation>含有 U+%1，它不是字符</translation>
    </message>
    <message>
        <source>no device type &quot;%1&quot; in the catalog</source>
        <translation>目录中没有设备类型“%1”</translation>
    </message>
    <message>
        <source>%1 at U %2 does not fit in %3 U</source>
        <translation>%1 位于 U %2，放不进 %3 U</translation>
    </message>
    <message>
        <source>%1 at U %2 overlaps %3</source>
        <translation>%1 位于 U %2，与 %3 重叠</translation>
    </message>
    <message>
        <source>port %1: no transceiver &quot;%2&quot; in the catalog</source>
        <translation>端口 %1：目录中没有收发器“%2”</translation>
    </message>
    <message>
        <source>no accessory type &quot;%1&quot; in the catalog</source>
        <translation>目录中没有附件类型“%1”</translation>
    </message>
    <message>
        <source>a cycle of replacements: %1</source>
        <translation>替换关系形成循环：%1</translation>
    </message>
    <message>
        <source>a second node &quot;%1&quot;</source>
        <translation>重复的节点“%1”</translation>
    </message>
    <message>
        <source>a second segment &quot;%1&quot;</source>
        <translation>重复的线槽段“%1”</translation>
    </message>
    <message>
        <source>no node &quot;%1&quot;</source>
        <translation>没有节点“%1”</translation>
    </message>
    <message>
        <source>a segment joins two different nodes</source>
        <translation>线槽段必须连接两个不同的节点</translation>
    </message>
    <message>
        <source>no rack &quot;%1&quot;</source>
        <translation>没有机柜“%1”</translation>
    </message>
    <message>
        <source>a second drop for rack &quot;%1&quot;</source>
        <translation>机柜“%1”的第二个下线点</translation>
    </message>
    <message>
        <source>no pathway segment &quot;%1&quot;</source>
        <translation>没有线槽段“%1”</translation>
    </message>
    <message>
        <source>a trunk assembly is a fiber cable of one leg</source>
        <translation>预端接主干光缆是只有一个分支的光缆</translation>
    </message>
    <message>
        <source>the ends do not match cable type &quot;%1&quot;</source>
        <translation>两端与线缆类型“%1”不符</translation>
    </message>
    <message>
        <source>the keys this version of Railyard does not know hold %1 MB; a design may keep at most %2 MB</source>
        <translation>此版本 Railyard 不认识的键共占 %1 MB；一个设计最多可保留 %2 MB</translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>Rack %1, %2</source>
        <translation>机柜 %1，%2</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络拓扑</translation>
    </message>
    <message>
        <source>Row %1, %2</source>
        <translation>第 %1 排，%2</translation>
    </message>
    <message>
        <source>Racks %1, %2</source>
        <translation>机柜 %1，%2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <source>Cables by rail</source>
        <translation>线缆（按轨道）</translation>
    </message>
    <message>
        <source>No devices to draw yet</source>
        <translation>尚无可绘制的设备</translation>
    </message>
    <message>
        <source>No racks to draw yet</source>
        <translation>尚无可绘制的机柜</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · drawn by Railyard on %4</source>
        <translation>%1 · %2 · %3 · Railyard 绘制于 %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Floor plan, racks by power use</source>
        <translation>平面图，按功耗显示机柜</translation>
    </message>
    <message>
        <source>Racks by power use</source>
        <translation>按功耗显示机柜</translation>
    </message>
    <message>
        <source>Has an error</source>
        <translation>有错误</translation>
    </message>
    <message>
        <source>Has a warning</source>
        <translation>有警告</translation>
    </message>
    <message>
        <source>Trays by fill</source>
        <translation>按填充率显示线槽</translation>
    </message>
    <message>
        <source>Cables between rows, by rail</source>
        <translation>排间线缆（按轨道）</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
    <message>
        <source>GPU server</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>leaf switch</source>
        <translation>Leaf 交换机</translation>
    </message>
    <message>
        <source>spine switch</source>
        <translation>Spine 交换机</translation>
    </message>
    <message>
        <source>core switch</source>
        <translation>Core 交换机</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>patch panel</source>
        <translation>配线架</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>storage network</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>in-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>out-of-band</source>
        <translation>带外</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>带针</translation>
    </message>
    <message>
        <source>unpinned</source>
        <translation>无针</translation>
    </message>
    <message>
        <source>aligned</source>
        <translation>同向</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>已规划</translation>
    </message>
    <message>
        <source>Pulled</source>
        <translation>已敷设</translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation>已端接</translation>
    </message>
    <message>
        <source>Tested</source>
        <translation>已测试</translation>
    </message>
    <message>
        <source>In service</source>
        <translation>已投运</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>梯架</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>网格桥架</translation>
    </message>
    <message>
        <source>Raceway</source>
        <translation>线管槽</translation>
    </message>
    <message>
        <source>Conduit</source>
        <translation>穿线管</translation>
    </message>
</context>
<context>
    <name>FabricBlocks</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es)</source>
        <translation>
            <numerusform>%n 台叶交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine(s)</source>
        <translation>
            <numerusform>%n 台脊交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n 台核心交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>SU %1–%2</source>
        <translation>SU %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%n super-core(s)</source>
        <translation>
            <numerusform>%n 台超级核心交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>Management</source>
        <translation>管理网络</translation>
    </message>
</context>
<context>
    <name>FabricDrawing</name>
    <message>
        <source>Links by rail</source>
        <translation>链路（按轨道）</translation>
    </message>
    <message>
        <source>Breaks rail alignment</source>
        <translation>违反轨道对齐</translation>
    </message>
</context>
<context>
    <name>FabricGenerator</name>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>%1 has no copper port left for %2</source>
        <translation>%1 没有空闲的铜缆端口留给 %2</translation>
    </message>
    <message>
        <source>Sizing the fabric</source>
        <translation>正在计算网络规模</translation>
    </message>
    <message>
        <source>Placing racks and devices</source>
        <translation>正在放置机柜和设备</translation>
    </message>
    <message>
        <source>%1, 1 SU</source>
        <translation>%1，1 个 SU</translation>
    </message>
    <message>
        <source>%1, %2 SUs</source>
        <translation>%1，%2 个 SU</translation>
    </message>
    <message>
        <source>Rail-optimized cluster, %1 GPUs</source>
        <translation>轨道优化集群，%1 个 GPU</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>out-of-band switch</source>
        <translation>带外交换机</translation>
    </message>
    <message>
        <source>%1 has too few copper ports for management</source>
        <translation>%1 的铜缆端口不足以用于管理网</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>UFM appliance</source>
        <translation>UFM 设备</translation>
    </message>
    <message>
        <source>the rack name pattern gives &quot;%1&quot; twice: it must contain {row} and {pos}</source>
        <translation>机柜命名模式两次生成“%1”：必须包含 {row} 和 {pos}</translation>
    </message>
    <message>
        <source>out-of-band aggregation</source>
        <translation>带外汇聚</translation>
    </message>
    <message>
        <source>rack %1 is too small for %2</source>
        <translation>机柜 %1 放不下 %2</translation>
    </message>
    <message>
        <source>unknown %1 type &quot;%2&quot;: no device type with that id</source>
        <translation>未知的 %1 类型“%2”：没有此 ID 的设备类型</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;: one of %2</source>
        <translation>未知预设“%1”：应为 %2 之一</translation>
    </message>
    <message>
        <source>%1 is published in %2 scalable units, not %3</source>
        <translation>%1 公布的规模为 %2 个可扩展单元，而不是 %3</translation>
    </message>
    <message>
        <source>the GPU count must be at least 1</source>
        <translation>GPU 数量至少为 1</translation>
    </message>
    <message>
        <source>over-subscription must be between 1 (non-blocking) and 16</source>
        <translation>收敛比必须在 1（无阻塞）到 16 之间</translation>
    </message>
    <message>
        <source>the rack power limit must be above 0 kW, the row length and aisles not negative</source>
        <translation>机柜功率上限必须大于 0 kW，排长度和通道宽度不能为负</translation>
    </message>
    <message>
        <source>storage switch</source>
        <translation>存储交换机</translation>
    </message>
    <message>
        <source>in-band switch</source>
        <translation>带内交换机</translation>
    </message>
    <message>
        <source>out-of-band aggregation switch</source>
        <translation>带外汇聚交换机</translation>
    </message>
    <message>
        <source>unknown rack type &quot;%1&quot;</source>
        <translation>未知机柜型号“%1”</translation>
    </message>
    <message>
        <source>%1 has no compute cages with rails: it cannot be a GPU node</source>
        <translation>%1 没有带轨道的计算网络端口笼：不能作为 GPU 节点</translation>
    </message>
    <message>
        <source>%1 has %2 GPU ports (one per rail), not %3</source>
        <translation>%1 有 %2 个 GPU 端口（每条轨道一个），而不是 %3 个</translation>
    </message>
    <message>
        <source>%1 is not a switch</source>
        <translation>%1 不是交换机</translation>
    </message>
    <message>
        <source>%1 has no cages to build a fabric with</source>
        <translation>%1 没有可用于组网的端口笼</translation>
    </message>
    <message>
        <source>%1 has no out-of-band copper ports</source>
        <translation>%1 没有带外铜缆端口</translation>
    </message>
    <message>
        <source>%1 has too few ports to be a leaf (%2)</source>
        <translation>%1 端口太少，不能作为 Leaf（%2）</translation>
    </message>
    <message>
        <source>the preset&apos;s UFM links do not fit the first scalable unit</source>
        <translation>预设的 UFM 链路放不进第一个可扩展单元</translation>
    </message>
    <message>
        <source>%1 in %2 SUs does not size to its reference table</source>
        <translation>%2 个 SU 的 %1 与其参考表规模不符</translation>
    </message>
    <message>
        <source>a rack power limit of %1 kW is below one %2 (%3 kW)</source>
        <translation>机柜功率上限 %1 kW 低于一台 %2（%3 kW）</translation>
    </message>
    <message>
        <source>%1 does not fit a %2 with its panels</source>
        <translation>%1 连同其配线架放不进 %2</translation>
    </message>
    <message>
        <source>spares must be between 0 and %1 %</source>
        <translation>备件比例必须在 0 到 %1 % 之间</translation>
    </message>
    <message>
        <source>rack kit device</source>
        <translation>机柜套件设备</translation>
    </message>
    <message>
        <source>rack kit %1 has no %2 to serve its management ports</source>
        <translation>机柜套件 %1 没有可连接其管理端口的 %2</translation>
    </message>
    <message>
        <source>rack kit %1 holds no %2</source>
        <translation>机柜套件 %1 不含 %2</translation>
    </message>
    <message>
        <source>planes must be between 1 and 8</source>
        <translation>平面数必须在 1 到 8 之间</translation>
    </message>
    <message>
        <source>populating part of the racks is for the NVL72 presets</source>
        <translation>只有 NVL72 预设可以只部署部分机柜</translation>
    </message>
    <message>
        <source>%1 SUs hold %2 to %3 racks, not %4</source>
        <translation>%1 个 SU 可容纳 %2 到 %3 个机柜，而不是 %4 个</translation>
    </message>
    <message>
        <source>%1 of the last SU&apos;s %2 racks populated: its leaves and leaf-spine cabling are built for the full SU, as the reference architecture asks</source>
        <translation>最后一个 SU 的 %2 个机柜中部署了 %1 个：其 leaf 与 leaf–spine 布线仍按完整 SU 构建，符合参考架构的要求</translation>
    </message>
    <message>
        <source>the racks to populate are 0 (all) or more</source>
        <translation>要部署的机柜数须为 0（全部）或更多</translation>
    </message>
    <message>
        <source>a name pattern gives &quot;%1&quot;, which cannot be a name: it %2</source>
        <translation>命名模式生成了“%1”，它不能作为名称：它%2</translation>
    </message>
    <message>
        <source>the %1 name pattern gives a name that cannot be one: it %2</source>
        <translation>%1命名模式生成了不能作为名称的名称：它%2</translation>
    </message>
    <message>
        <source>an aisle must be at most %1 m wide</source>
        <translation>通道宽度不得超过 %1 m</translation>
    </message>
    <message>
        <source>%1 planes split each %2 cage of %3 into %1 ports, but no module in the catalog has %1 connectors for it</source>
        <translation>%1 个平面会把 %3 的每个 %2 笼拆分为 %1 个端口，但目录中没有适用的 %1 连接器模块</translation>
    </message>
    <message>
        <source>the %1 rails of %2 do not share out evenly among %3 planes (planes that divide them: %4)</source>
        <translation>%2 的 %1 条导轨无法平均分配到 %3 个平面（可整除的平面数：%4）</translation>
    </message>
    <message>
        <source>super-core</source>
        <translation>超级核心交换机</translation>
    </message>
    <message>
        <source>%1 pods are more than a %2-port core takes: a fourth tier of %3 super-cores joins %4 zones of pods (a core switch of more ports keeps three tiers)</source>
        <translation>%1 个 Pod 超过了 %2 端口 Core 的容量：由 %3 台超级 Core 组成的第四层连接 %4 个 Pod 区域（端口更多的 Core 交换机可保持三层）</translation>
    </message>
    <message>
        <source>the %1 and %2 name patterns both give &quot;%3&quot;: they must differ</source>
        <translation>%1 和 %2 的命名模式都生成“%3”：二者必须不同</translation>
    </message>
    <message>
        <source>the %1 name pattern gives &quot;%2&quot; twice: it must tell them apart (with %3)</source>
        <translation>%1 的命名模式两次生成“%2”：必须能区分它们（用 %3）</translation>
    </message>
    <message>
        <source>{i}, or {su} and {n}</source>
        <translation>{i}，或 {su} 和 {n}</translation>
    </message>
    <message>
        <source>{net} and {i}, or {net}, {su} and {l}</source>
        <translation>{net} 和 {i}，或 {net}、{su} 和 {l}</translation>
    </message>
    <message>
        <source>{net} and {i}</source>
        <translation>{net} 和 {i}</translation>
    </message>
    <message>
        <source>%1 has %2 fabric ports: too few for spines or cores (%3 at least; choose a fabric switch such as qm9700-spine)</source>
        <translation>%1 只有 %2 个网络端口：不足以用作 spine 或 core（至少 %3 个；请选择 qm9700-spine 等网络交换机）</translation>
    </message>
</context>
<context>
    <name>FabricLayout</name>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>No scalable unit</source>
        <translation>无可扩展单元</translation>
    </message>
</context>
<context>
    <name>FatTree</name>
    <message>
        <source>a fabric needs at least one leaf</source>
        <translation>网络至少需要一台 Leaf</translation>
    </message>
    <message>
        <source>the leaves have no ports left for uplinks</source>
        <translation>Leaf 已没有用于上行的端口</translation>
    </message>
    <message>
        <source>a spine of %1 ports cannot take the %2 leaves of one scalable unit</source>
        <translation>%1 端口的 Spine 无法接入一个可扩展单元的 %2 台 Leaf</translation>
    </message>
    <message>
        <source>the spines cannot take the leaves&apos; uplinks</source>
        <translation>Spine 无法接入 Leaf 的上行链路</translation>
    </message>
    <message>
        <source>spine-leaf groups must divide the scalable unit&apos;s leaves</source>
        <translation>spine-leaf 组必须整除可扩展单元的 leaf 数</translation>
    </message>
    <message>
        <source>%1 spine-leaf groups need more than four tiers of %2-port switches: choose switches with more ports</source>
        <translation>%1 个 spine-leaf 组需要四层以上的 %2 端口交换机：请选择端口更多的交换机</translation>
    </message>
    <message>
        <source>%1 pods need more than four tiers of %2-port switches: choose switches with more ports or over-subscribe the leaves</source>
        <translation>%1 个 Pod 需要四层以上的 %2 端口交换机：请选择端口更多的交换机，或对 Leaf 设置收敛比</translation>
    </message>
</context>
<context>
    <name>FloorSummary</name>
    <message>
        <source>Cable ends per rack</source>
        <translation>每机柜线缆端数</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 及以上</translation>
    </message>
</context>
<context>
    <name>LabelTemplate</name>
    <message>
        <source>A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm</source>
        <translation>A4 标签纸，3 × 7 张 63.5 × 38.1 mm 标签</translation>
    </message>
    <message>
        <source>A4 sheet, 3 × 7 labels of 63.5 × 38.1 mm, with a QR code of the cable id</source>
        <translation>A4 标签纸，3 × 7 张 63.5 × 38.1 mm 标签，带线缆 ID 二维码</translation>
    </message>
    <message>
        <source>US Letter sheet, 3 × 10 labels of 2.625 × 1 in</source>
        <translation>US Letter 标签纸，3 × 10 张 2.625 × 1 in 标签</translation>
    </message>
    <message>
        <source>Flag roll label, 70 × 19 mm: two 30 mm panels and a 10 mm wrap</source>
        <translation>旗形卷装标签，70 × 19 mm：两个 30 mm 标签面和 10 mm 缠绕部分</translation>
    </message>
    <message>
        <source>Self-laminating wrap-around roll label, 38.1 × 50.8 mm, printable 38.1 × 19.1 mm</source>
        <translation>自覆膜缠绕式卷装标签，38.1 × 50.8 mm，可打印区 38.1 × 19.1 mm</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Over full (above 100 %)</source>
        <translation>已满溢（超过 100 %）</translation>
    </message>
    <message>
        <source>Under half its fill limit</source>
        <translation>低于其填充上限的一半</translation>
    </message>
    <message>
        <source>Half its fill limit or more</source>
        <translation>达到其填充上限的一半或以上</translation>
    </message>
    <message>
        <source>85 % of its fill limit or more</source>
        <translation>达到其填充上限的 85 % 或以上</translation>
    </message>
    <message>
        <source>Above its fill limit</source>
        <translation>超过其填充上限</translation>
    </message>
</context>
<context>
    <name>LinkCabler</name>
    <message>
        <source>the label pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {n}</source>
        <translation>标签模式“%1”两次生成“%2”：必须包含 {n}</translation>
    </message>
    <message>
        <source>%1 would need both %2 and %3</source>
        <translation>%1 将同时需要 %2 和 %3</translation>
    </message>
    <message>
        <source>no patch panel in the catalog takes %1 %2 plugs through aligned adapters</source>
        <translation>目录中没有配线架能通过同向适配器接入 %1 %2 插头</translation>
    </message>
    <message>
        <source>rack %1 has no room left for another patch panel</source>
        <translation>机柜 %1 已没有空间再放一个配线架</translation>
    </message>
    <message>
        <source>the panel name pattern &quot;%1&quot; gives &quot;%2&quot; twice: it must contain {rack} and {p}</source>
        <translation>配线架命名模式“%1”两次生成“%2”：必须包含 {rack} 和 {p}</translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation>目录中没有能连接 %1 和 %2 的线缆</translation>
    </message>
    <message>
        <source>no pair of transceivers in the catalog joins the %1 cage of %2 and the %3 cage of %4</source>
        <translation>目录中没有一对光模块能连接 %2 的 %1 端口笼和 %4 的 %3 端口笼</translation>
    </message>
    <message>
        <source>: choose single-mode optics</source>
        <translation>：请选择单模光模块</translation>
    </message>
    <message>
        <source>: make the hall smaller</source>
        <translation>：请缩小机房</translation>
    </message>
    <message>
        <source>%1 to %2 needs %3 of %4, longer than it can be ordered (%5): make the rows shorter or the hall smaller</source>
        <translation>%1 到 %2 需要 %3 的 %4，超过可订购长度（%5）：请缩短机柜排或缩小机房</translation>
    </message>
    <message>
        <source>%1 to %2 is %3 of fiber, beyond the %4 reach of %5 and %6%7</source>
        <translation>%1 到 %2 的光纤长 %3，超出 %5 和 %6 的 %4 传输距离%7</translation>
    </message>
</context>
<context>
    <name>LinkStatus</name>
    <message>
        <source>Links as discovered</source>
        <translation>实际发现的链路</translation>
    </message>
    <message>
        <source>As designed</source>
        <translation>与设计一致</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>Wrong peer</source>
        <translation>对端错误</translation>
    </message>
    <message>
        <source>Wrong port</source>
        <translation>端口错误</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Not in the design</source>
        <translation>不在设计中</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>未知设备</translation>
    </message>
</context>
<context>
    <name>NamePattern</name>
    <message>
        <source>&quot;%1&quot; has a { without a }</source>
        <translation>“%1”中有 { 但缺少 }</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not a width (write {%3:03} for 001)</source>
        <translation>“%1”：{%2} 不是宽度（要得到 001 请写 {%3:03}）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: {%2} is not one of %3</source>
        <translation>“%1”：{%2} 不是 %3 之一</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack</source>
        <translation>%1（%2 U）放不进 %4 的 U%3：该位置已占用或超出机柜</translation>
    </message>
    <message>
        <source>Added %1 at U%2 of %3</source>
        <translation>已在 %3 的 U%2 添加 %1</translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation>请把光模块拖放到端口笼上</translation>
    </message>
    <message>
        <source>%1 in %2 %3</source>
        <translation>%1 插在 %2 %3</translation>
    </message>
    <message>
        <source>nothing is selected</source>
        <translation>未选择任何对象</translation>
    </message>
    <message>
        <source>Paste Devices</source>
        <translation>粘贴设备</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n device(s)</source>
        <translation>
            <numerusform>已粘贴 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Added %1: %2, %3</source>
        <translation>已添加 %1：%2，%3</translation>
    </message>
    <message>
        <source>Placed %1 at U%2 of %3</source>
        <translation>已将 %1 放置在 %3 的 U%2</translation>
    </message>
    <message>
        <source>%1 is a module for %2; %3 %4 takes %5</source>
        <translation>%1 是 %2 模块；%3 %4 是 %5 端口笼</translation>
    </message>
    <message>
        <source>no racks to add</source>
        <translation>没有要添加的机柜</translation>
    </message>
    <message>
        <source>Added rack %1</source>
        <translation>已添加机柜 %1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s) in row %1</source>
        <translation>
            <numerusform>已在第 %1 排添加 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n rack(s)</source>
        <translation>
            <numerusform>已添加 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of its rack kit</source>
        <translation>
            <numerusform>%1，并放置了其机柜套件的 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and placed the %n device(s) of their rack kits</source>
        <translation>
            <numerusform>%1，并放置了其机柜套件的 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs between %2 and %3, not between %4 and %5 like %6: an assembly joins two racks</source>
        <translation>%1 连接 %2 与 %3，而不像 %6 那样连接 %4 与 %5：预端接主干光缆只连接两个机柜</translation>
    </message>
    <message>
        <source>%1 is part of a planned replacement</source>
        <translation>%1 属于计划中的替换</translation>
    </message>
    <message>
        <source>Combined %1 trunks into %2, a %3</source>
        <translation>已将 %1 条主干光缆合并为 %2（%3）</translation>
    </message>
    <message>
        <source>Combined %1 trunks into %2 trunk assemblies (%3)</source>
        <translation>已将 %1 条主干光缆合并为 %2 条预端接主干光缆（%3）</translation>
    </message>
    <message>
        <source>Combine into Trunk Assembly</source>
        <translation>合并为预端接主干光缆</translation>
    </message>
    <message>
        <source>select the trunks to combine, two or more</source>
        <translation>请选择要合并的主干光缆，至少两条</translation>
    </message>
    <message>
        <source>no trunk assembly of %1 connectors in the catalog matches %2 (its connector, fiber, polarity and genders, on every cable)</source>
        <translation>目录中没有与 %2 匹配（每条线缆的连接器、光纤、极性和公母）的 %1 连接器预端接主干光缆</translation>
    </message>
    <message>
        <source>%1 and %2 share no trunks that an assembly of the catalog can stand for</source>
        <translation>%1 与 %2 之间没有可由目录中预端接主干光缆替代的主干光缆</translation>
    </message>
    <message>
        <source>%1 is not a trunk assembly</source>
        <translation>%1 不是预端接主干光缆</translation>
    </message>
    <message>
        <source>no single trunk in the catalog has the plugs and fiber of %1</source>
        <translation>目录中没有与 %1 的插头和光纤相同的单条主干光缆</translation>
    </message>
    <message>
        <source>Split Trunk Assembly</source>
        <translation>拆分预端接主干光缆</translation>
    </message>
    <message>
        <source>Split %1 into %2 trunks</source>
        <translation>已将 %1 拆分为 %2 条主干光缆</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
</context>
<context>
    <name>PortSummary</name>
    <message>
        <source>a loose end</source>
        <translation>一个悬空端</translation>
    </message>
    <message>
        <source>%1 (incomplete)</source>
        <translation>%1（不完整）</translation>
    </message>
    <message>
        <source>%1 cage</source>
        <translation>%1 端口笼</translation>
    </message>
    <message>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <source>%1 adapter, %2</source>
        <translation>%1 适配器，%2</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <source>front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>fixed %1 port</source>
        <translation>固定 %1 端口</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>轨道 %1</translation>
    </message>
    <message>
        <source>empty: drop a transceiver here, or plug a direct-attach cable</source>
        <translation>空：可在此放入光模块，或插入直连线缆</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>无线缆</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1：%2（%3，%4）</translation>
    </message>
</context>
<context>
    <name>PriceList</name>
    <message>
        <source>no part in the catalog has this number: not applied</source>
        <translation>目录中没有此料号的部件：未应用</translation>
    </message>
    <message>
        <source>priced again on line %1, which is the price used</source>
        <translation>第 %1 行再次定价，以该价格为准</translation>
    </message>
    <message>
        <source>%1 catalog parts have this id; the price went to the first (device types, then transceivers, cable types, rack types)</source>
        <translation>有 %1 个目录部件使用此 ID；价格应用于第一个（依次为设备类型、光模块、线缆类型、机柜型号）</translation>
    </message>
    <message>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>不在目录中</translation>
    </message>
    <message>
        <source>overridden</source>
        <translation>已被覆盖</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>有歧义</translation>
    </message>
    <message>
        <source>the %1 length of %2: that length&apos;s price, over the type&apos;s</source>
        <translation>%2 的 %1 长度：按该长度的价格，优先于该类型的价格</translation>
    </message>
    <message>
        <source>also prices %1, the same product in another role</source>
        <translation>同时为 %1 定价（同一产品的另一角色）</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <source>a price per metre is for a cable type; the unit price was applied, not the price per metre</source>
        <translation>每米价格仅适用于线缆类型；已应用单价，未应用每米价格</translation>
    </message>
    <message>
        <source>price per metre ignored</source>
        <translation>已忽略每米价格</translation>
    </message>
</context>
<context>
    <name>PullList</name>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Far rack</source>
        <translation>对端机柜</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>线缆类型</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Pull lists — %1</source>
        <translation>布线清单 — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to stage at %1</source>
        <translation>
            <numerusform>需在 %1 备好 %n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack %1 (continued)</source>
        <translation>机柜 %1（续）</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>No cable lands in the racks asked for.</source>
        <translation>所请求的机柜中没有线缆端接。</translation>
    </message>
    <message>
        <source>(cont.)</source>
        <translation>（续）</translation>
    </message>
</context>
<context>
    <name>PullSheet</name>
    <message>
        <source>Pull</source>
        <translation>敷设批次</translation>
    </message>
    <message>
        <source>From rack</source>
        <translation>起始机柜</translation>
    </message>
    <message>
        <source>To rack</source>
        <translation>目标机柜</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Cross-section (mm²)</source>
        <translation>截面积（mm²）</translation>
    </message>
    <message>
        <source>Fullest tray</source>
        <translation>最满线槽</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>线缆类型</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>Pull %1: %2 to %3</source>
        <translation>敷设批次 %1：%2 至 %3</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>线槽</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>填充率</translation>
    </message>
    <message>
        <source>Pull sheets — %1</source>
        <translation>敷设单 — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) to pull together, %1 m between the drops, %2 mm² of cable</source>
        <translation>
            <numerusform>%n 条线缆一同敷设，引下点之间 %1 米，线缆截面积 %2 mm²</numerusform>
        </translation>
    </message>
    <message>
        <source>No cable runs over the design&apos;s trays yet: draw the trays (View ▸ Edit Pathways) and let every rack drop into one.</source>
        <translation>尚无线缆经过设计中的线槽：请绘制线槽（视图 ▸ 编辑线槽路径），并让每个机柜引入其中一条。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>不一致</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QuickFix</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>将 %1 改为 %2</translation>
    </message>
    <message>
        <source>Move %1 to U%2 of %3 (the nearest free slot)</source>
        <translation>将 %1 移到 %3 的 U%2（最近的空位）</translation>
    </message>
    <message>
        <source>Set the length of %1 to %2 (its route, orderable)</source>
        <translation>将 %1 的长度设为 %2（其走线长度，可订购）</translation>
    </message>
    <message>
        <source>Move %1 to x %2 (the nearest free floor tile along its row)</source>
        <translation>将 %1 移到 x %2（该排中最近的空地板）</translation>
    </message>
</context>
<context>
    <name>RackItem</name>
    <message>
        <source>, no floor position yet</source>
        <translation>，尚未放置在平面图上</translation>
    </message>
    <message numerus="yes">
        <source>%1 — row %2, %3 U, %Ln device(s)%4</source>
        <translation>
            <numerusform>%1 — 第 %2 排，%3 U，%Ln 台设备%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws %1 kW of the %2 kW its rack type allows</source>
        <translation>耗电 %1 kW，其机柜类型允许 %2 kW</translation>
    </message>
    <message>
        <source>Draws %1 kW</source>
        <translation>耗电 %1 kW</translation>
    </message>
    <message>
        <source>Draws %1 kW of the design&apos;s %2 kW per rack</source>
        <translation>耗电 %1 kW（设计规定每机柜 %2 kW）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n 台设备无功率数据，未计入</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackPowerScale</name>
    <message>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1–%2 kW</source>
        <translation>%1–%2 kW</translation>
    </message>
    <message>
        <source>%1 kW and more</source>
        <translation>%1 kW 及以上</translation>
    </message>
    <message>
        <source>over its limit</source>
        <translation>超出限值</translation>
    </message>
</context>
<context>
    <name>RailCabling</name>
    <message>
        <source>select GPU servers and the leaf switches of their rails</source>
        <translation>请选择 GPU 服务器及其轨道的 Leaf 交换机</translation>
    </message>
    <message>
        <source>%1 has no rail and no rail is left for it: not used</source>
        <translation>%1 没有轨道，也没有空闲轨道可分配：未使用</translation>
    </message>
    <message>
        <source>%1 has no rail set: it takes rail %2</source>
        <translation>%1 未设置轨道：分配轨道 %2</translation>
    </message>
    <message>
        <source>%1 has no rail in the catalog</source>
        <translation>%1 在目录中没有轨道</translation>
    </message>
    <message>
        <source>%1 (rail %2): %3 has no free connector left</source>
        <translation>%1（轨道 %2）：%3 已没有空闲连接器</translation>
    </message>
    <message>
        <source>%1 (rail %2): no connector of %3 fits: %4</source>
        <translation>%1（轨道 %2）：%3 没有合适的连接器：%4</translation>
    </message>
    <message>
        <source>%1.%2 (rail %3): the cage holds no transceiver, and a direct-attach cable would take all its rails to one leaf: put transceivers in it first (Design ▸ Fill Empty Cages)</source>
        <translation>%1.%2（轨道 %3）：端口笼中没有光模块，直连线缆会把它的所有轨道接到同一台 Leaf：请先插入光模块（设计 ▸ 填充空端口笼）</translation>
    </message>
    <message numerus="yes">
        <source>no GPU server was selected: the %n server(s) of the leaves&apos; scalable units</source>
        <translation>
            <numerusform>未选择 GPU 服务器：使用叶交换机所在可扩展单元的 %n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server connector(s) of rails %1 are left for the leaves of those rails (none was chosen)</source>
        <translation>
            <numerusform>轨道 %1 的 %n 个服务器连接器留给这些轨道的叶交换机（未选择任何一台）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevisionOverlay</name>
    <message>
        <source>Removed since (dashed)</source>
        <translation>此后已移除（虚线）</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>已新增</translation>
    </message>
    <message>
        <source>Changes since revision “%1”</source>
        <translation>自修订版“%1”以来的变更</translation>
    </message>
</context>
<context>
    <name>Revisions</name>
    <message>
        <source>A revision needs a name.</source>
        <translation>修订版需要一个名称。</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot start or end with spaces.</source>
        <translation>修订版名称不能以空格开头或结尾。</translation>
    </message>
    <message>
        <source>A revision&apos;s name can have at most %1 characters.</source>
        <translation>修订版名称最多 %1 个字符。</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold &quot;@&quot; (FILE@NAME names a revision).</source>
        <translation>修订版名称不能包含“@”（FILE@NAME 用于指定修订版）。</translation>
    </message>
    <message>
        <source>There is already a revision named &quot;%1&quot;.</source>
        <translation>已有名为“%1”的修订版。</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold control or invisible characters.</source>
        <translation>修订版名称不能包含控制字符或不可见字符。</translation>
    </message>
    <message>
        <source>A revision&apos;s name cannot hold a Unicode noncharacter.</source>
        <translation>修订名称不能包含 Unicode 非字符。</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Zoom&lt;/td&gt;&lt;td&gt;&lt;b&gt;Mouse wheel&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pan&lt;/td&gt;&lt;td&gt;&lt;b&gt;Middle button, or Space + drag&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Connect two ports&lt;/td&gt;&lt;td&gt;&lt;b&gt;Drag from port to port (rack elevations)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;缩放&lt;/td&gt;&lt;td&gt;&lt;b&gt;鼠标滚轮&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;平移&lt;/td&gt;&lt;td&gt;&lt;b&gt;鼠标中键，或空格 + 拖动&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;连接两个端口&lt;/td&gt;&lt;td&gt;&lt;b&gt;从一个端口拖到另一个端口（机柜立面图）&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Place a tray node&lt;/td&gt;&lt;td&gt;&lt;b&gt;Click the floor (View ▸ Edit Pathways)&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Draw a tray&lt;/td&gt;&lt;td&gt;&lt;b&gt;Drag from a node, a tray or the floor to another&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Move a tray node&lt;/td&gt;&lt;td&gt;&lt;b&gt;Shift + drag it&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Cancel a drag&lt;/td&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;放置线槽节点&lt;/td&gt;&lt;td&gt;&lt;b&gt;单击地面（视图 ▸ 编辑线槽路径）&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;绘制线槽&lt;/td&gt;&lt;td&gt;&lt;b&gt;从节点、线槽或地面拖到另一处&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;移动线槽节点&lt;/td&gt;&lt;td&gt;&lt;b&gt;Shift + 拖动&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;取消拖动&lt;/td&gt;&lt;td&gt;&lt;b&gt;Escape&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>SuperPodPreset</name>
    <message>
        <source>the table prints no cable counts for 2 SUs: one node-leaf and one leaf-spine link per GPU, as at 1 and 18 SUs</source>
        <translation>该表未给出 2 个 SU 的线缆数：每个 GPU 一条节点–leaf 链路和一条 leaf–spine 链路，与 1 和 18 个 SU 时相同</translation>
    </message>
    <message>
        <source>the table prints no cable counts for 4 SUs: one node-leaf and one leaf-spine link per GPU; its 18 spines (not 16) are what 72 uplinks per leaf divide into</source>
        <translation>该表未给出 4 个 SU 的线缆数：每个 GPU 一条节点–leaf 链路和一条 leaf–spine 链路；其 18 台 spine（而非 16 台）来自每台 leaf 72 条上行链路的整除</translation>
    </message>
    <message>
        <source>the table prints no cable counts for 8 SUs: one node-leaf and one leaf-spine link per GPU; its 36 spines (not 32) are what 72 uplinks per leaf divide into</source>
        <translation>该表未给出 8 个 SU 的线缆数：每个 GPU 一条节点–leaf 链路和一条 leaf–spine 链路；其 36 台 spine（而非 32 台）来自每台 leaf 72 条上行链路的整除</translation>
    </message>
    <message>
        <source>the table prints 9,216 GPUs for 1,296 nodes of 8 GPUs (10,368, as its own cable counts say): the generator builds 10,368</source>
        <translation>该表对 1,296 个 8-GPU 节点写作 9,216 个 GPU（按其自身线缆数应为 10,368）：生成器按 10,368 个构建</translation>
    </message>
    <message>
        <source>one SU has no core tier: its four spine-leaf groups (one per rail) stand alone; core groups join SUs</source>
        <translation>单个 SU 没有 core 层：其四个 spine-leaf 组（每条 rail 一个）各自独立；core 组用于连接多个 SU</translation>
    </message>
    <message>
        <source>the reference architecture prints no core switch counts: 6 core groups sized non-blocking from the spines&apos; 24 uplinks each</source>
        <translation>参考架构未给出 core 交换机数量：按每台 spine 24 条上行链路无阻塞地配置 6 个 core 组</translation>
    </message>
    <message>
        <source>inferred: NVIDIA publishes no DGX GB300 SuperPOD table; the leaves, spines and links are the DGX B300 XDR SU&apos;s, 576 XDR links per 8 racks</source>
        <translation>推断：NVIDIA 未发布 DGX GB300 SuperPOD 表格；leaf、spine 与链路沿用 DGX B300 XDR SU，每 8 个机柜 576 条 XDR 链路</translation>
    </message>
    <message>
        <source>the table counts one cable per 800G GPU port; each is two 400G legs, one to each plane, so the design holds twice its node-leaf and leaf-spine links</source>
        <translation>该表按每个 800G GPU 端口计一根线缆；每根实为两条 400G 支路，各连一个平面，因此设计中的节点–leaf 与 leaf–spine 链路是表中的两倍</translation>
    </message>
</context>
<context>
    <name>TestFinding</name>
    <message>
        <source>the tester says FAIL</source>
        <translation>测试仪判定为 FAIL</translation>
    </message>
    <message>
        <source>loss %1 exceeds the budget %2</source>
        <translation>损耗 %1 超出预算 %2</translation>
    </message>
    <message>
        <source>loss %1 exceeds the tester&apos;s limit %2</source>
        <translation>损耗 %1 超出测试仪限值 %2</translation>
    </message>
    <message>
        <source>margin %1 is below the design&apos;s %2</source>
        <translation>余量 %1 低于设计要求的 %2</translation>
    </message>
    <message>
        <source>the tester&apos;s limit %1 is looser than Railyard&apos;s budget %2</source>
        <translation>测试仪限值 %1 比 Railyard 的预算 %2 宽松</translation>
    </message>
    <message>
        <source>measured length %1 differs from the design&apos;s %2 by %3 %</source>
        <translation>实测长度 %1 与设计的 %2 相差 %3 %</translation>
    </message>
    <message>
        <source>a negative loss: the tester&apos;s reference needs setting again</source>
        <translation>负损耗：测试仪需要重新设置参考</translation>
    </message>
    <message>
        <source>PASS* or FAIL*: within the tester&apos;s accuracy</source>
        <translation>PASS* 或 FAIL*：在测试仪精度范围内</translation>
    </message>
    <message>
        <source>no budget: no complete channel through it states its modules&apos; loss budget</source>
        <translation>无预算：经过它的完整通道均未给出模块的损耗预算</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>fixed port</source>
        <translation>固定端口</translation>
    </message>
    <message>
        <source>cage</source>
        <translation>端口笼</translation>
    </message>
    <message>
        <source>empty adapter side</source>
        <translation>空的适配器一侧</translation>
    </message>
    <message>
        <source>loose end</source>
        <translation>悬空端</translation>
    </message>
    <message>
        <source>cage without transceiver</source>
        <translation>未插光模块的端口笼</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>环路</translation>
    </message>
    <message>
        <source>not applicable (not a fiber channel)</source>
        <translation>不适用（非光纤链路）</translation>
    </message>
    <message>
        <source>not checked (incomplete channel)</source>
        <translation>未检查（链路不完整）</translation>
    </message>
    <message>
        <source>not checked (MPO and LC in one channel)</source>
        <translation>未检查（同一链路中有 MPO 和 LC）</translation>
    </message>
    <message>
        <source>, %1 Type C</source>
        <translation>，%1 条 C 型</translation>
    </message>
    <message>
        <source> type %1</source>
        <translation> %1 型</translation>
    </message>
    <message>
        <source> of %1 reach</source>
        <translation>，传输距离 %1</translation>
    </message>
    <message>
        <source> of %1 budget, margin %2</source>
        <translation>，预算 %1，余量 %2</translation>
    </message>
    <message numerus="yes">
        <source>ok: %n reversing element(s)</source>
        <translation>
            <numerusform>正常：%n 个反转元件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ok: %n A-B swap(s)</source>
        <translation>
            <numerusform>正常：%n 次 A-B 交换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n reversing element(s)</source>
        <translation>
            <numerusform>失败：%n 个反转元件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n A-B swap(s)</source>
        <translation>
            <numerusform>失败：%n 次 A-B 交换</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (built in)</source>
        <translation>%1（内置）</translation>
    </message>
</context>
<context>
    <name>TracePanel</name>
    <message>
        <source>Channel %1 of %2: %3 → %4 (%5)</source>
        <translation>链路 %1 / %2：%3 → %4（%5）</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>loss %1, total %2</source>
        <translation>损耗 %1，累计 %2</translation>
    </message>
    <message>
        <source>%1 adapter</source>
        <translation>%1 适配器</translation>
    </message>
    <message>
        <source>+%1, total %2</source>
        <translation>+%1，累计 %2</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损耗</translation>
    </message>
    <message>
        <source>Polarity</source>
        <translation>极性</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>infos</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>cables: </source>
        <translation>线缆：</translation>
    </message>
    <message>
        <source>devices:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>racks:  </source>
        <translation>机柜：</translation>
    </message>
    <message>
        <source>single-mode and multimode fiber in one channel (%1)</source>
        <translation>同一链路中混用单模和多模光纤（%1）</translation>
    </message>
    <message>
        <source>%1 (%2) does not support %3 fiber</source>
        <translation>%1（%2）不支持 %3 光纤</translation>
    </message>
    <message>
        <source>multimode grades %1 mixed in one channel; the lowest (%2) sets the reach</source>
        <translation>同一链路中混用多模等级 %1；传输距离以最低等级（%2）为准</translation>
    </message>
    <message>
        <source>media %1 and %2</source>
        <translation>介质 %1 和 %2</translation>
    </message>
    <message>
        <source>connectors %1 and %2</source>
        <translation>连接器 %1 和 %2</translation>
    </message>
    <message>
        <source>rates %1 and %2 Gb/s</source>
        <translation>速率 %1 和 %2 Gb/s</translation>
    </message>
    <message>
        <source>PMDs %1 and %2</source>
        <translation>PMD %1 和 %2</translation>
    </message>
    <message>
        <source>%1 legs of %2 Gb/s (%3) do not make the %4 Gb/s of %5</source>
        <translation>%1 路 %2 Gb/s 分支（%3）达不到 %5 的 %4 Gb/s</translation>
    </message>
    <message>
        <source>%1 and %2 do not talk to each other: %3</source>
        <translation>%1 和 %2 无法互通：%3</translation>
    </message>
    <message>
        <source>a Type C (pair-flipped) cable in a parallel MPO channel: lanes never reach the receivers</source>
        <translation>并行 MPO 链路中有 C 型（成对翻转）线缆：通道无法到达接收端</translation>
    </message>
    <message>
        <source>%1 reversing elements (Type B cables and key-up/key-up adapters); an MPO channel needs an odd number, or transmitters meet transmitters</source>
        <translation>有 %1 个反转元件（B 型线缆和键向上/键向上适配器）；MPO 链路需要奇数个，否则发射端对发射端</translation>
    </message>
    <message>
        <source>%1 A-B swaps (A-B cords and A-to-B adapters); a duplex channel needs an odd number, or Tx meets Tx</source>
        <translation>有 %1 次 A-B 交换（A-B 跳线和 A 对 B 适配器）；双工链路需要奇数次，否则 Tx 对 Tx</translation>
    </message>
    <message>
        <source>the splitter&apos;s channel limit</source>
        <translation>分支光缆的链路上限</translation>
    </message>
    <message>
        <source>the reach on %1</source>
        <translation>在 %1 上的传输距离</translation>
    </message>
    <message>
        <source>loss %1 dB leaves %2 dB of the %3 dB budget, less than the %4 dB margin</source>
        <translation>损耗 %1 dB，%3 dB 预算仅剩 %2 dB，低于 %4 dB 余量</translation>
    </message>
    <message>
        <source>a loose end (%1)</source>
        <translation>悬空端（%1）</translation>
    </message>
    <message>
        <source>the path from %1 stops at %2</source>
        <translation>从 %1 出发的路径止于 %2</translation>
    </message>
    <message>
        <source>%1 does not take the %2 plug of %3</source>
        <translation>%1 无法接入 %3 的 %2 插头</translation>
    </message>
    <message>
        <source>%1 is not a cage for a direct-attach cable</source>
        <translation>%1 不是可插直连线缆的端口笼</translation>
    </message>
    <message>
        <source>%1 holds %2; a direct-attach cable needs an empty cage</source>
        <translation>%1 中插有 %2；直连线缆需要空的端口笼</translation>
    </message>
    <message>
        <source>%1 holds no transceiver</source>
        <translation>%1 中没有光模块</translation>
    </message>
    <message>
        <source>%1 does not run over %2 fiber</source>
        <translation>%1 不能在 %2 光纤上运行</translation>
    </message>
    <message>
        <source>the cable starts here</source>
        <translation>线缆从这里开始</translation>
    </message>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation>%1 %2 没有空闲连接器</translation>
    </message>
    <message>
        <source>no cable in the catalog joins %1 and %2</source>
        <translation>目录中没有能连接 %1 和 %2 的线缆</translation>
    </message>
    <message>
        <source>the module</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>the port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>the new cable&apos;s plug</source>
        <translation>新线缆的插头</translation>
    </message>
    <message>
        <source>pinned (male)</source>
        <translation>带针（公头）</translation>
    </message>
    <message>
        <source>unpinned (female)</source>
        <translation>无针（母头）</translation>
    </message>
    <message>
        <source>ungendered</source>
        <translation>无公母</translation>
    </message>
    <message>
        <source>%1 is %2, the adapter at %3 is %4</source>
        <translation>%1 为 %2，%3 处的适配器为 %4</translation>
    </message>
    <message>
        <source>not a fiber plug</source>
        <translation>不是光纤插头</translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5</source>
        <translation>%1（%2）在 %5 处与 %3（%4）对接</translation>
    </message>
    <message>
        <source>%1 (%2) meets %3 (%4) at %5: angled and flat end faces do not mate</source>
        <translation>%1（%2）在 %5 处与 %3（%4）对接：斜面与平面端面无法配合</translation>
    </message>
    <message>
        <source>two APC MPO plugs meet key-up to key-up in the reversed adapter at %1: their 8° faces do not mate</source>
        <translation>两个 APC MPO 插头在 %1 处的反向适配器中键向上对键向上：8° 端面无法配合</translation>
    </message>
    <message>
        <source>%1 is %2 and %3 is %4 at %5: an MPO mating needs one pinned and one unpinned end</source>
        <translation>%5 处 %1 为 %2，%3 为 %4：MPO 对接需要一端带针、一端无针</translation>
    </message>
    <message>
        <source> (and %1 more in this channel)</source>
        <translation>（此链路中另有 %1 处）</translation>
    </message>
    <message>
        <source>%1 %2 (%3) has no cable</source>
        <translation>%1 %2（%3）没有线缆</translation>
    </message>
    <message>
        <source>%1 is an %2 plug; %3 is %4</source>
        <translation>%1 是 %2 插头；%3 是 %4</translation>
    </message>
    <message>
        <source>a cage</source>
        <translation>端口笼</translation>
    </message>
    <message>
        <source>an %1 port</source>
        <translation>%1 端口</translation>
    </message>
    <message>
        <source>%1 is a direct-attach end; %2 is not a cage</source>
        <translation>%1 是直连线缆端头；%2 不是端口笼</translation>
    </message>
    <message>
        <source>%1 is a direct-attach end, but %2 holds %3</source>
        <translation>%1 是直连线缆端头，但 %2 中插有 %3</translation>
    </message>
    <message>
        <source>%1 is a fiber end in %2, which holds no transceiver</source>
        <translation>%1 是光纤端头，插在 %2 中，但其中没有光模块</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3, which has %4</source>
        <translation>%1 接在 %3 的连接器 %2 上，而它只有 %4 个</translation>
    </message>
    <message>
        <source>%1 cable ends are plugged into %2</source>
        <translation>%2 中插了 %1 个线缆端头</translation>
    </message>
    <message>
        <source>%1 occupies U%2-U%3 of %4, which has U1-U%5</source>
        <translation>%1 占用 %4 的 U%2-U%3，而该机柜只有 U1-U%5</translation>
    </message>
    <message>
        <source>%1 and %2 share %3 of %4</source>
        <translation>%1 和 %2 同时占用 %4 的 %3</translation>
    </message>
    <message>
        <source>%1 cables carry the label &quot;%2&quot;</source>
        <translation>%1 条线缆使用标签“%2”</translation>
    </message>
    <message>
        <source>%1 is GPU rail %2 but reaches %3, which serves rail %4</source>
        <translation>%1 属于 GPU 轨道 %2，却连到服务轨道 %4 的 %3</translation>
    </message>
    <message>
        <source>scalable unit %1</source>
        <translation>可扩展单元 %1</translation>
    </message>
    <message>
        <source>servers with no scalable unit</source>
        <translation>无可扩展单元的服务器</translation>
    </message>
    <message>
        <source>%1 has no rail set and receives GPU rails %2 from %3; a rail-optimized leaf serves one rail</source>
        <translation>%1 未设置轨道，却从 %3 接入 GPU 轨道 %2；轨道优化的 Leaf 只服务一条轨道</translation>
    </message>
    <message>
        <source>the copper channel is %1 long; its cords reach at most %2</source>
        <translation>铜缆链路长 %1；其线缆最多支持 %2</translation>
    </message>
    <message>
        <source>%1 is %2 long; %3 reaches at most %4</source>
        <translation>%1 长 %2；%3 最多支持 %4</translation>
    </message>
    <message>
        <source>the channel is %1 long; %2 is %3</source>
        <translation>链路长 %1；%2 为 %3</translation>
    </message>
    <message>
        <source>%1 is %2; its route is about %3</source>
        <translation>%1 长 %2；其走线长度约为 %3</translation>
    </message>
    <message>
        <source>%1 and %2 overlap on the floor (%3 × %4)</source>
        <translation>%1 和 %2 在平面图上重叠（%3 × %4）</translation>
    </message>
    <message>
        <source>the empty rear side of %1 %2</source>
        <translation>%1 %2 的空背面</translation>
    </message>
    <message>
        <source>the empty front side of %1 %2</source>
        <translation>%1 %2 的空正面</translation>
    </message>
    <message>
        <source>%1 is cabled to itself: the channel from %2 ends at %3, on the same device</source>
        <translation>%1 与自身相连：从 %2 出发的链路终止于同一设备上的 %3</translation>
    </message>
    <message>
        <source>%1 would be cabled to itself (self-loop)</source>
        <translation>%1 将与自身相连（自环）</translation>
    </message>
    <message>
        <source>%1 reaches %2 and the route is about %3: put transceivers in the cages for a fiber cable</source>
        <translation>%1 最长 %2，而走线约 %3：请在端口笼中插入光模块以使用光纤线缆</translation>
    </message>
    <message numerus="yes">
        <source>loss %1 dB exceeds the budget of %2 dB (%3 of %4, %n mated pair(s))</source>
        <translation>
            <numerusform>损耗 %1 dB 超出 %2 dB 预算（%3 的 %4，%n 个对接点）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2; %3 ends in %4</source>
        <translation>%1 是 %2 端口笼；%3 的端头是 %4</translation>
    </message>
    <message>
        <source>%1 (%2) is in %3, whose cage takes %4</source>
        <translation>%1（%2）插在 %3 中，这是 %4 端口笼</translation>
    </message>
    <message>
        <source>lane rates %1G and %2G (optics do not step down to a slower lane)</source>
        <translation>通道速率 %1G 与 %2G（光模块不能降速到更慢的通道）</translation>
    </message>
    <message>
        <source>%1 (%2) has no cable</source>
        <translation>%1（%2）没有连接线缆</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3 (built in), which has %4</source>
        <translation>%1 接在 %3（内置）的第 %2 个连接器上，而它只有 %4 个</translation>
    </message>
    <message>
        <source>%1 is on connector %2 of %3, a port of one connector</source>
        <translation>%1 接在 %3 的第 %2 个连接器上，但该端口只有一个连接器</translation>
    </message>
    <message>
        <source>the %1 kW its rack type %2 allows</source>
        <translation>其机柜类型 %2 允许的 %1 kW</translation>
    </message>
    <message>
        <source>the design&apos;s rack power budget of %1 kW</source>
        <translation>设计规定的每机柜功率预算 %1 kW</translation>
    </message>
    <message>
        <source>the devices in %1 draw %2 kW (%3 W of it optics), more than %4</source>
        <translation>%1 中的设备耗电 %2 kW（其中光模块 %3 W），超过%4</translation>
    </message>
    <message>
        <source>the devices in %1 draw %2 kW, more than %3</source>
        <translation>%1 中的设备耗电 %2 kW，超过%3</translation>
    </message>
    <message>
        <source>%1 replaces %2, which the design does not have</source>
        <translation>%1 替换 %2，但设计中没有该线缆</translation>
    </message>
    <message>
        <source>trays:  </source>
        <translation>线槽：</translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full: its %n cables do not fit in it</source>
        <translation>
            <numerusform>线槽 %1 填充率 %2 %：其中 %n 条线缆放不下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tray %1 is %2 % full with %n cables, above its limit of %3 %</source>
        <translation>
            <numerusform>线槽 %1 有 %n 条线缆，填充率 %2 %，超过其 %3 % 的上限</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s route does not join racks %2 and %3</source>
        <translation>%1 的走线路径没有连接机柜 %2 和 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the %6 mm bend radius of %n %7 cable(s)</source>
        <translation>
            <numerusform>%1：%3 与 %4 之间的 %2° 转角宽 %5 mm，小于 %n 条 %7 线缆 %6 mm 的弯曲半径</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs from rack %2 to rack %3, but no pathway joins them (does each rack drop into a tray? Design ▸ Drop Racks into Trays)</source>
        <translation>%1 从机柜 %2 连到机柜 %3，但没有线槽路径连接它们（每个机柜都引入线槽了吗？设计 ▸ 将机柜引入线槽）</translation>
    </message>
</context>
<context>
    <name>VerificationReport</name>
    <message>
        <source>Not discovered</source>
        <translation>未发现</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>比对</translation>
    </message>
    <message>
        <source>Verification of %1</source>
        <translation>%1 的比对结果</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>对比对象</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Design end A</source>
        <translation>设计端 A</translation>
    </message>
    <message>
        <source>Design end B</source>
        <translation>设计端 B</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Found A</source>
        <translation>发现端 A</translation>
    </message>
    <message>
        <source>Found B</source>
        <translation>发现端 B</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
</context>
<context>
    <name>railyard::ActionSet</name>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Four DGX H100 and their rail leaves</source>
        <translation>四台 DGX H100 及其轨道 Leaf</translation>
    </message>
    <message>
        <source>DGX SuperPOD H100, one scalable unit (generated)</source>
        <translation>DGX SuperPOD H100，一个可扩展单元（自动生成）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Design as &amp;JSON…</source>
        <translation>设计导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Quote or BOM File…</source>
        <translation>报价单或物料清单(&amp;Q)…</translation>
    </message>
    <message>
        <source>Cable &amp;Labels…</source>
        <translation>线缆标签(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Drawing of This View…</source>
        <translation>当前视图图纸(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Id of a rack, device or cable, or a cable label:</source>
        <translation>机柜、设备或线缆的 ID，或线缆标签：</translation>
    </message>
    <message>
        <source>Nothing called &quot;%1&quot; in this design</source>
        <translation>此设计中没有名为“%1”的对象</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation>平面图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rack Elevations</source>
        <translation>机柜立面图(&amp;R)</translation>
    </message>
    <message>
        <source>F&amp;abric</source>
        <translation>网络拓扑(&amp;A)</translation>
    </message>
    <message>
        <source>Show the rear of the racks: the back of the patch panels and the trunks (Ctrl+R)</source>
        <translation>显示机柜背面：配线架的背面和主干光缆（Ctrl+R）</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Colour Cables By</source>
        <translation>线缆着色依据(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Rail</source>
        <translation>轨道(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>网络(&amp;N)</translation>
    </message>
    <message>
        <source>Cable &amp;Type</source>
        <translation>线缆类型(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Validation Status</source>
        <translation>校验状态(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Generate Fabric…</source>
        <translation>生成网络(&amp;G)…</translation>
    </message>
    <message>
        <source>Lay out a whole cluster: a DGX SuperPOD or a rail-optimized fabric of your own</source>
        <translation>布置整个集群：DGX SuperPOD 或自定义的轨道优化网络</translation>
    </message>
    <message>
        <source>Add &amp;Rack</source>
        <translation>添加机柜(&amp;R)</translation>
    </message>
    <message>
        <source>Add Ro&amp;w of Racks…</source>
        <translation>添加一排机柜(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Fill Empty Cages…</source>
        <translation>填充空端口笼(&amp;F)…</translation>
    </message>
    <message>
        <source>Plug one transceiver into every empty cage of the selected devices</source>
        <translation>在所选设备的每个空端口笼中插入一个光模块</translation>
    </message>
    <message>
        <source>Connect by Ra&amp;il…</source>
        <translation>按轨道连接(&amp;I)…</translation>
    </message>
    <message>
        <source>Cable the selected GPU servers to the leaves of their rails</source>
        <translation>将所选 GPU 服务器连接到各自轨道的 Leaf</translation>
    </message>
    <message>
        <source>&amp;Bill of Materials…</source>
        <translation>物料清单(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>校验(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation>关于 Railyard(&amp;A)</translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation>关于 Railyard</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;Design, check and order the cabling of GPU clusters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Railyard %1&lt;/h3&gt;&lt;p&gt;设计、校验并订购 GPU 集群的布线。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Rack &amp;Elevation</source>
        <translation>打开机柜立面图(&amp;E)</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>打开示例(&amp;M)</translation>
    </message>
    <message>
        <source>Import Pri&amp;ce List…</source>
        <translation>导入价格表(&amp;C)…</translation>
    </message>
    <message>
        <source>Quote Pac&amp;kage…</source>
        <translation>报价包(&amp;K)…</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <source>Rack R&amp;ear</source>
        <translation>机柜背面(&amp;E)</translation>
    </message>
    <message>
        <source>Fit to &amp;Window</source>
        <translation>适应窗口(&amp;W)</translation>
    </message>
    <message>
        <source>Print &amp;Labels…</source>
        <translation>打印标签(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Discovered &amp;Topology…</source>
        <translation>发现的拓扑(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>Import &amp;Device Types…</source>
        <translation>导入设备类型(&amp;D)…</translation>
    </message>
    <message>
        <source>Import Device Types from &amp;Folder…</source>
        <translation>从文件夹导入设备类型(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;NetBox CSV…</source>
        <translation>NetBox CSV(&amp;N)…</translation>
    </message>
    <message>
        <source>Colour Racks by &amp;Power Use</source>
        <translation>按功耗为机柜着色(&amp;P)</translation>
    </message>
    <message>
        <source>Fill the racks on the floor plan by the power their devices draw, in kW against their rack type&apos;s limit</source>
        <translation>按设备耗电（kW，对照机柜类型的限值）填充平面图中的机柜</translation>
    </message>
    <message>
        <source>&amp;Pull Lists…</source>
        <translation>布线清单(&amp;P)…</translation>
    </message>
    <message>
        <source>Cable &amp;Schedule…</source>
        <translation>线缆清单(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Install Status</source>
        <translation>安装状态(&amp;I)</translation>
    </message>
    <message>
        <source>Commissioning &amp;Report…</source>
        <translation>调试验收报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Fiber Test &amp;Results…</source>
        <translation>光纤测试结果(&amp;R)…</translation>
    </message>
    <message>
        <source>Record &amp;Baseline…</source>
        <translation>记录计数器基线(&amp;B)…</translation>
    </message>
    <message>
        <source>Save the fabric&apos;s port error counters (ibdiagnet) to compare later readings with</source>
        <translation>保存网络端口错误计数器（ibdiagnet），供以后比较</translation>
    </message>
    <message>
        <source>Compare Coun&amp;ters…</source>
        <translation>比较端口计数器(&amp;T)…</translation>
    </message>
    <message>
        <source>Compare the fabric&apos;s port error counters with a baseline; mark the links that rose</source>
        <translation>将端口错误计数器与基线比较；标出上升的链路</translation>
    </message>
    <message>
        <source>Change &amp;Order…</source>
        <translation>变更单(&amp;O)…</translation>
    </message>
    <message>
        <source>Save Re&amp;vision…</source>
        <translation>保存修订版(&amp;V)…</translation>
    </message>
    <message>
        <source>Keep the design as it is now inside the document, to compare with later</source>
        <translation>将当前设计保存在文档中，以便日后比较</translation>
    </message>
    <message>
        <source>Com&amp;pare with Revision…</source>
        <translation>与修订版比较(&amp;P)…</translation>
    </message>
    <message>
        <source>Colour what changed since a saved revision in every view</source>
        <translation>在所有视图中标出自某个已保存修订版以来的变更</translation>
    </message>
    <message>
        <source>Veri&amp;fy Against Discovered Topology…</source>
        <translation>与发现的拓扑比对(&amp;F)…</translation>
    </message>
    <message>
        <source>Colour &amp;Trays by Fill</source>
        <translation>按填充率为线槽着色(&amp;T)</translation>
    </message>
    <message>
        <source>Colour the trays on the floor plan by how full their cables make them, against each tray&apos;s fill limit</source>
        <translation>按线缆把线槽填满的程度（相对各线槽的填充上限）为平面图中的线槽着色</translation>
    </message>
    <message>
        <source>Edit Pat&amp;hways</source>
        <translation>编辑线槽路径(&amp;H)</translation>
    </message>
    <message>
        <source>Draw trays on the floor plan: click to place a node, drag between nodes for a tray, Shift-drag to move a node</source>
        <translation>在平面图中绘制线槽：单击放置节点，在节点之间拖动绘制线槽，按住 Shift 拖动可移动节点</translation>
    </message>
    <message>
        <source>&amp;Drop Racks into Trays</source>
        <translation>将机柜引入线槽(&amp;D)</translation>
    </message>
    <message>
        <source>Give every rack without a drop one into the tray that passes over it</source>
        <translation>为每个没有引下点的机柜在其上方经过的线槽中设置一个</translation>
    </message>
    <message>
        <source>Pull S&amp;heets…</source>
        <translation>敷设单(&amp;H)…</translation>
    </message>
    <message>
        <source>Make the selected trunks, or every trunk between the two selected patch panels, multi-MPO trunk assemblies of the catalog</source>
        <translation>将所选主干光缆，或两个所选配线架之间的全部主干光缆，合并为目录中的多 MPO 预端接主干光缆</translation>
    </message>
    <message>
        <source>Spli&amp;t Trunk Assembly</source>
        <translation>拆分预端接主干光缆(&amp;T)</translation>
    </message>
    <message>
        <source>Take the selected trunk assembly apart into single trunks</source>
        <translation>将所选预端接主干光缆拆分为单条主干光缆</translation>
    </message>
    <message>
        <source>Co&amp;mbine into Trunk Assemblies</source>
        <translation>合并为预端接主干光缆(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>railyard::Autosaver</name>
    <message>
        <source>cannot lock %1</source>
        <translation>无法锁定 %1</translation>
    </message>
</context>
<context>
    <name>railyard::BomDialog</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln transceiver(s)</source>
        <translation>
            <numerusform>%Ln 个光模块</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fiber(s)</source>
        <translation>
            <numerusform>%Ln 芯光纤</numerusform>
        </translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>Split the lines by network or scalable unit, with a subtotal per group</source>
        <translation>按网络或可扩展单元拆分各行，每组一个小计</translation>
    </message>
    <message>
        <source>Request for quotation (no prices, a lead-time column)</source>
        <translation>询价单（无价格，含交货期列）</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>分组方式</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4 and %5 (spares included), %6</source>
        <translation>%1、%2、%3、%4 和 %5（含备件），%6</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack accessory part(s)</source>
        <translation>
            <numerusform>%Ln 个机柜附件</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Total %1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;合计 %1&lt;/b&gt; — %2</translation>
    </message>
</context>
<context>
    <name>railyard::BulkEditController</name>
    <message>
        <source>Generate Fabric</source>
        <translation>生成网络</translation>
    </message>
    <message>
        <source>Replace the design with the generated fabric?

Edit ▸ Undo brings the current design back.</source>
        <translation>用生成的网络替换当前设计？

编辑 ▸ 撤销 可恢复当前设计。</translation>
    </message>
    <message>
        <source>Select the devices whose cages to fill</source>
        <translation>请选择要填充端口笼的设备</translation>
    </message>
    <message>
        <source>Fill Empty Cages</source>
        <translation>填充空端口笼</translation>
    </message>
    <message numerus="yes">
        <source>Plugged %1 into %n cage(s)</source>
        <translation>
            <numerusform>已将 %1 插入 %n 个端口笼</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the GPU servers and their leaf switches first</source>
        <translation>请先选择 GPU 服务器及其 Leaf 交换机</translation>
    </message>
    <message>
        <source>Connect by Rail</source>
        <translation>按轨道连接</translation>
    </message>
    <message numerus="yes">
        <source>Added %n cable(s) rail by rail</source>
        <translation>
            <numerusform>已按轨道添加 %n 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated %1: %2, %3</source>
        <translation>已生成 %1：%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no rail set. Which rail of the GPU servers does it serve?</source>
        <translation>%1 未设置轨道。它服务于 GPU 服务器的哪条轨道？</translation>
    </message>
    <message numerus="yes">
        <source>Rail %1 — %n free server port(s)</source>
        <translation>
            <numerusform>轨道 %1 — %n 个空闲服务器端口</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::CatalogController</name>
    <message>
        <source>Import Device Types</source>
        <translation>导入设备类型</translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml);;All files (*)</source>
        <translation>NetBox 设备类型 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Device Types from Folder</source>
        <translation>从文件夹导入设备类型</translation>
    </message>
    <message>
        <source>Cannot import the device types</source>
        <translation>无法导入设备类型</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No type was added.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未添加任何类型。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Added to the design&apos;s catalog: %1</source>
        <translation>已添加到设计的目录：%1</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogDropTool</name>
    <message>
        <source>there are no racks here yet: add a row of racks first (Design ▸ Add Row of Racks)</source>
        <translation>这里还没有机柜：请先添加一排机柜（设计 ▸ 添加一排机柜）</translation>
    </message>
    <message>
        <source>drop %1 on a rack</source>
        <translation>请把 %1 放到机柜上</translation>
    </message>
    <message>
        <source>drop a transceiver on a cage</source>
        <translation>请把光模块拖放到端口笼上</translation>
    </message>
    <message>
        <source>cables are added by dragging from one port to another (the cable type can then be changed in Properties)</source>
        <translation>从一个端口拖到另一个端口即可添加线缆（之后可在“属性”中更改线缆类型）</translation>
    </message>
    <message>
        <source>racks stand on the floor: drop %1 on the Floor plan</source>
        <translation>机柜放在地面上：请将 %1 拖放到平面图</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogModel</name>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>Servers and storage</source>
        <translation>服务器和存储</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation>配线架</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Fiber cables</source>
        <translation>光缆</translation>
    </message>
    <message>
        <source>Direct-attach cables</source>
        <translation>直连线缆</translation>
    </message>
    <message>
        <source>Copper patch cords</source>
        <translation>铜缆跳线</translation>
    </message>
    <message>
        <source>Racks and rack systems</source>
        <translation>机柜和机柜系统</translation>
    </message>
    <message>
        <source>Other equipment</source>
        <translation>其他设备</translation>
    </message>
    <message>
        <source>Drag onto the floor plan to add a rack of this type.</source>
        <translation>拖到平面图上即可添加此类型的机柜。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>railyard::CatalogPanel</name>
    <message>
        <source>Search parts</source>
        <translation>搜索部件</translation>
    </message>
    <message>
        <source>No part matches “%1”.</source>
        <translation>没有与“%1”匹配的部件。</translation>
    </message>
</context>
<context>
    <name>railyard::ChangeOrderDialog</name>
    <message>
        <source>A &amp;revision of this document:</source>
        <translation>本文档的修订版(&amp;R)：</translation>
    </message>
    <message>
        <source>Another design &amp;file:</source>
        <translation>另一个设计文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Export Change Order</source>
        <translation>导出变更单</translation>
    </message>
    <message>
        <source>The steps that take the floor from what it is now to the design open in this window, in a safe order: cables out, devices moved, removed and added, cables in, labels changed. Where is the floor now?</source>
        <translation>将机房从当前状态变为本窗口中打开的设计所需的步骤，按安全顺序排列：先拆线缆，再移动、拆除和新增设备，再接线缆，最后更换标签。机房现在是什么状态？</translation>
    </message>
    <message>
        <source>The Design as Built</source>
        <translation>竣工设计</translation>
    </message>
    <message>
        <source>Designs (*.railyard *.json)</source>
        <translation>设计 (*.railyard *.json)</translation>
    </message>
    <message>
        <source>A .railyard or .json design</source>
        <translation>.railyard 或 .json 设计</translation>
    </message>
    <message>
        <source>Continue…</source>
        <translation>继续…</translation>
    </message>
</context>
<context>
    <name>railyard::ClipboardController</name>
    <message numerus="yes">
        <source>Copied %n device(s) (without their cables)</source>
        <translation>
            <numerusform>已复制 %n 台设备（不含线缆）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot paste: select the rack to paste into</source>
        <translation>无法粘贴：请选择要粘贴到的机柜</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningController</name>
    <message>
        <source>Import Fiber Test Results</source>
        <translation>导入光纤测试结果</translation>
    </message>
    <message>
        <source>Test results (*.csv *.txt);;All files (*)</source>
        <translation>测试结果 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import the test results</source>
        <translation>无法导入测试结果</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未导入任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Judging the test results…</source>
        <translation>正在评估测试结果…</translation>
    </message>
    <message>
        <source>No test result imported</source>
        <translation>未导入测试结果</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;None of the %n result(s) in %1 names a cable of this design by its id or label.&lt;/p&gt;&lt;p&gt;Nothing was imported.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%1 中的 %n 条结果均未通过编号或标签对应本设计的线缆。&lt;/p&gt;&lt;p&gt;未导入任何内容。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 imported from %2 for %3: %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;已从 %2 为 %3 导入 %1：%4。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n 条结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>all pass</source>
        <translation>全部通过</translation>
    </message>
    <message>
        <source>Test Results Imported</source>
        <translation>测试结果已导入</translation>
    </message>
    <message>
        <source>row %1: “%2” is a label several cables carry</source>
        <translation>第 %1 行：“%2”是多根线缆共用的标签</translation>
    </message>
    <message>
        <source>row %1: “%2” is no cable&apos;s id or label</source>
        <translation>第 %1 行：“%2”不是任何线缆的编号或标签</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Commissioning panel lists the failures and warnings; Edit ▸ Undo takes the import back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;“调试验收”面板列出失败和警告；编辑 ▸ 撤销可撤回本次导入。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n test result(s) imported</source>
        <translation>
            <numerusform>已导入 %n 条测试结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 根失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Left out, as they name no cable of the design: %n result(s) (see the details).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;因未对应设计中的线缆而跳过：%n 条结果（详见详细信息）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Counter Baseline</source>
        <translation>保存计数器基线</translation>
    </message>
    <message>
        <source>Counter snapshots (*.json)</source>
        <translation>计数器快照 (*.json)</translation>
    </message>
    <message>
        <source>Reading the port counters…</source>
        <translation>正在读取端口计数器…</translation>
    </message>
    <message>
        <source>Cannot read the port counters</source>
        <translation>无法读取端口计数器</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No baseline was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未写入基线。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot save the counter baseline</source>
        <translation>无法保存计数器基线</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未写入任何内容。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Baseline of %n port(s) saved to %1</source>
        <translation>
            <numerusform>%n 个端口的基线已保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot compare the port counters</source>
        <translation>无法比较端口计数器</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Port counters: %1 rose, %2 ok, %3 unseen</source>
        <translation>端口计数器：%1 条上升，%2 条正常，%3 条未见</translation>
    </message>
    <message>
        <source>Export Commissioning Report</source>
        <translation>导出调试验收报告</translation>
    </message>
    <message>
        <source>Excel workbook with a chart (*.xlsx);;PDF (*.pdf);;CSV (*.csv)</source>
        <translation>带图表的 Excel 工作簿 (*.xlsx);;PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing the commissioning report…</source>
        <translation>正在写入调试验收报告…</translation>
    </message>
    <message>
        <source>Cannot export the commissioning report</source>
        <translation>无法导出调试验收报告</translation>
    </message>
    <message>
        <source>Commissioning report written to %1</source>
        <translation>调试验收报告已写入 %1</translation>
    </message>
</context>
<context>
    <name>railyard::CommissioningPanel</name>
    <message>
        <source>The status each scanned cable gets</source>
        <translation>每根扫描到的线缆将获得的状态</translation>
    </message>
    <message>
        <source>Mark &amp;scanned cables as:</source>
        <translation>将扫描的线缆标记为(&amp;S):</translation>
    </message>
    <message>
        <source>The last scans, newest first; Edit ▸ Undo takes one back</source>
        <translation>最近的扫描，最新的在前；编辑 ▸ 撤销可撤回一次</translation>
    </message>
    <message>
        <source>Row / rack</source>
        <translation>排 / 机柜</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>“%1”: several cables carry this label; scan the QR code (the cable id)</source>
        <translation>“%1”：多根线缆使用此标签；请扫描二维码（线缆编号）</translation>
    </message>
    <message>
        <source>“%1”: no cable has this id or label</source>
        <translation>“%1”：没有线缆使用此编号或标签</translation>
    </message>
    <message>
        <source>%1: already %2</source>
        <translation>%1：已是%2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>No design</source>
        <translation>无设计</translation>
    </message>
    <message>
        <source>No cables yet: connect ports, or generate a fabric (Design ▸ Generate Fabric).</source>
        <translation>尚无线缆：连接端口，或生成网络（设计 ▸ 生成网络）。</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 根失败</numerusform>
        </translation>
    </message>
    <message>
        <source>All cables</source>
        <translation>全部线缆</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 排</translation>
    </message>
    <message>
        <source>Scan a label, or type a cable id and Enter</source>
        <translation>扫描标签，或输入线缆编号后回车</translation>
    </message>
    <message>
        <source>A handheld scanner types the label&apos;s QR code (the cable id) and Enter; a cable id or label typed by hand works too</source>
        <translation>手持扫描枪会输入标签二维码（线缆编号）并回车；手动输入线缆编号或标签也可以</translation>
    </message>
    <message>
        <source>Double-click a cable to show it</source>
        <translation>双击以显示该线缆</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2 cables tested or in service (%3)</source>
        <translation>%2 根线缆中 &lt;b&gt;%1&lt;/b&gt; 根已测试或已投运（%3）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fiber tests&lt;/b&gt;: %1 of %2 fiber cables tested · %3 passed</source>
        <translation>&lt;b&gt;光纤测试&lt;/b&gt;：%2 根光纤线缆中已测 %1 根 · %3 根通过</translation>
    </message>
    <message numerus="yes">
        <source>%n with warnings</source>
        <translation>
            <numerusform>%n 根有警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click a link to show its cable</source>
        <translation>双击以显示该链路的线缆</translation>
    </message>
    <message>
        <source>&lt;b&gt;Port counters&lt;/b&gt; recorded: %1 links seen, %2 unseen</source>
        <translation>&lt;b&gt;端口计数器&lt;/b&gt;已记录：%1 条链路可见，%2 条未见</translation>
    </message>
    <message>
        <source>&lt;b&gt;Port counters&lt;/b&gt; since %1: %2 ok · %3 unseen</source>
        <translation>&lt;b&gt;端口计数器&lt;/b&gt;（自 %1 起）：%2 条正常 · %3 条未见</translation>
    </message>
    <message numerus="yes">
        <source>%n rose</source>
        <translation>
            <numerusform>%n 条上升</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectByRailDialog</name>
    <message>
        <source>Connect by Rail</source>
        <translation>按轨道连接</translation>
    </message>
    <message>
        <source>&lt;b&gt;No cable can be added.&lt;/b&gt;</source>
        <translation>&lt;b&gt;无法添加任何线缆。&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n cable(s) to add&lt;/b&gt; (%1), one undo step.</source>
        <translation>
            <numerusform>&lt;b&gt;将添加 %n 条线缆&lt;/b&gt;（%1），可一步撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>GPU server port</source>
        <translation>GPU 服务器端口</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>Leaf port</source>
        <translation>Leaf 端口</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Not cabled: %1</source>
        <translation>未连接：%1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Cable(s)</source>
        <translation>
            <numerusform>添加 %n 条线缆</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ConnectTool</name>
    <message>
        <source>%1 %2 has no free connector</source>
        <translation>%1 %2 没有空闲连接器</translation>
    </message>
    <message>
        <source>Does not fit: %1</source>
        <translation>不匹配：%1</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>无法连接：%1</translation>
    </message>
    <message>
        <source>Let go over no port: no cable added</source>
        <translation>在非端口处松开：未添加线缆</translation>
    </message>
    <message>
        <source>Zoomed in to the ports of %1: drag from a port to another to connect them</source>
        <translation>已放大到 %1 的端口：从一个端口拖到另一个端口即可连接</translation>
    </message>
</context>
<context>
    <name>railyard::CounterInputsDialog</name>
    <message>
        <source>Compare Port Counters</source>
        <translation>比较端口计数器</translation>
    </message>
    <message>
        <source>Record Counter Baseline</source>
        <translation>记录计数器基线</translation>
    </message>
    <message>
        <source>Reads the error counters of every port from &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) and compares them with a baseline recorded earlier: a link whose counters rose past the thresholds is marked in the Commissioning panel and the fabric view.</source>
        <translation>从 &lt;b&gt;ibdiagnet&lt;/b&gt;（&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;）读取每个端口的错误计数器，并与之前记录的基线比较：计数器上升超过阈值的链路会在“调试验收”面板和网络视图中标出。</translation>
    </message>
    <message>
        <source>Reads the error counters of every port from &lt;b&gt;ibdiagnet&lt;/b&gt; (&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;) and saves them as the baseline later readings are compared with. The ibnetdiscover dump places each port on the design.</source>
        <translation>从 &lt;b&gt;ibdiagnet&lt;/b&gt;（&lt;tt&gt;ibdiagnet2.db_csv&lt;/tt&gt;）读取每个端口的错误计数器，并保存为以后比较所用的基线。ibnetdiscover 转储用于将各端口对应到设计。</translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation>ibnetdiscover 输出</translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.out *.txt *.topo);;All files (*)</source>
        <translation>ibnetdiscover 输出 (*.out *.txt *.topo);;所有文件 (*)</translation>
    </message>
    <message>
        <source>ibnetdiscover &gt; fabric.out</source>
        <translation>ibnetdiscover &gt; fabric.out</translation>
    </message>
    <message>
        <source>HCA Map</source>
        <translation>HCA 映射</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: port,hca-name CSV</source>
        <translation>可选：port,hca-name CSV</translation>
    </message>
    <message>
        <source>Node-Name Map</source>
        <translation>节点名映射</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: names switches by GUID</source>
        <translation>可选：按 GUID 命名交换机</translation>
    </message>
    <message>
        <source>ibdiagnet Counters</source>
        <translation>ibdiagnet 计数器</translation>
    </message>
    <message>
        <source>&amp;Fabric dump:</source>
        <translation>网络转储(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;HCA map:</source>
        <translation>HCA 映射(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Node-name map:</source>
        <translation>节点名映射(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Counters:</source>
        <translation>计数器(&amp;C)：</translation>
    </message>
    <message>
        <source>Counter Baseline</source>
        <translation>计数器基线</translation>
    </message>
    <message>
        <source>Counter snapshots (*.json);;All files (*)</source>
        <translation>计数器快照 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>the baseline recorded earlier (.json)</source>
        <translation>之前记录的基线 (.json)</translation>
    </message>
    <message>
        <source>Counter Thresholds</source>
        <translation>计数器阈值</translation>
    </message>
    <message>
        <source>Thresholds (*.json);;All files (*)</source>
        <translation>阈值 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: thresholds replacing the defaults (.json)</source>
        <translation>可选：替代默认值的阈值 (.json)</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>基线(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Thresholds:</source>
        <translation>阈值(&amp;T)：</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>比较(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>读取(&amp;R)</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>Port counters (*.db_csv *.csv *.txt *.out);;All files (*)</source>
        <translation>端口计数器 (*.db_csv *.csv *.txt *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>ibdiagnet2.db_csv (ibdiagnet --extended_speeds all), or perfquery -x text</source>
        <translation>ibdiagnet2.db_csv（ibdiagnet --extended_speeds all），或 perfquery -x 文本</translation>
    </message>
</context>
<context>
    <name>railyard::DesignPanel</name>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Ports / modules</source>
        <translation>端口 / 模块</translation>
    </message>
    <message>
        <source>Rack, %1 U</source>
        <translation>机柜，%1 U</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>U%1-U%2</source>
        <translation>U%1-U%2</translation>
    </message>
    <message>
        <source>U%1</source>
        <translation>U%1</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>row %1, x %2, y %3</source>
        <translation>第 %1 排，x %2，y %3</translation>
    </message>
    <message>
        <source>Drag into a rack of the elevations to place it</source>
        <translation>拖入机柜立面图中的机柜以放置</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln port(s)</source>
        <translation>
            <numerusform>%Ln 个端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln module(s)</source>
        <translation>
            <numerusform>%Ln 个模块</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::DeviceTypeImportDialog</name>
    <message>
        <source>Import Device Types</source>
        <translation>导入设备类型</translation>
    </message>
    <message>
        <source>NetBox does not say what a device does in the cluster: check the role, and for GPU servers the network of the cages and how many rails each carries.</source>
        <translation>NetBox 不说明设备在集群中的用途：请检查角色；对于 GPU 服务器，还要检查笼的网络以及每个笼承载的轨道数。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Manufacturer and model</source>
        <translation>制造商和型号</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Cages on</source>
        <translation>笼所属网络</translation>
    </message>
    <message>
        <source>Rails per cage</source>
        <translation>每笼轨道数</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1: the catalog already has a type &quot;%2&quot;</source>
        <translation>%1：目录中已有类型“%2”</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>as read</source>
        <translation>按读取</translation>
    </message>
    <message>
        <source>Cage k carries rails (k−1)·n+1 to k·n; 0: no rails (switches, panels)</source>
        <translation>第 k 个笼承载轨道 (k−1)·n+1 至 k·n；0：无轨道（交换机、配线架）</translation>
    </message>
    <message>
        <source>Everything was read as it is.</source>
        <translation>所有内容均按原样读取。</translation>
    </message>
    <message>
        <source>Skipped or assumed (%1):</source>
        <translation>跳过或假定（%1）：</translation>
    </message>
    <message>
        <source>&amp;Add to Catalog</source>
        <translation>添加到目录(&amp;A)</translation>
    </message>
    <message>
        <source>In the catalog as</source>
        <translation>目录中对应</translation>
    </message>
    <message>
        <source>%1: %2 %3 is the same product as the catalog&apos;s %4 (%5), which designs use; check Add to import it as a type of its own</source>
        <translation>%1：%2 %3 与目录中的 %4（%5）是同一产品，设计将使用后者；勾选“添加”可将其作为独立类型导入</translation>
    </message>
    <message>
        <source>%1 (the same product)</source>
        <translation>%1（同一产品）</translation>
    </message>
</context>
<context>
    <name>railyard::Document</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>railyard::DropTool</name>
    <message>
        <source>Cannot drop here: %1</source>
        <translation>不能放在这里：%1</translation>
    </message>
</context>
<context>
    <name>railyard::EditController</name>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>The design has no trays: draw them with View ▸ Edit Pathways</source>
        <translation>设计中没有线槽：请用“视图 ▸ 编辑线槽路径”绘制</translation>
    </message>
    <message>
        <source>No rack without a drop has a tray over it</source>
        <translation>没有引下点的机柜上方都没有线槽</translation>
    </message>
    <message numerus="yes">
        <source>Drop %n Rack(s) into Trays</source>
        <translation>
            <numerusform>将 %n 个机柜引入线槽</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two or more trunks, or the two patch panels they join</source>
        <translation>请选择两条或以上主干光缆，或它们连接的两个配线架</translation>
    </message>
    <message>
        <source>Cannot combine: %1</source>
        <translation>无法合并：%1</translation>
    </message>
    <message>
        <source>Select a trunk assembly to split</source>
        <translation>请选择要拆分的预端接主干光缆</translation>
    </message>
    <message>
        <source>Cannot split: %1</source>
        <translation>无法拆分：%1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>Deleted %1 and the trays at them: %2</source>
        <translation>已删除 %1 及其上的线槽：%2</translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n rack(s) into the trays over them</source>
        <translation>
            <numerusform>已将 %n 个机柜引入其上方的线槽</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::ElevationPage</name>
    <message>
        <source>Row </source>
        <translation>排 </translation>
    </message>
    <message>
        <source>The row of racks shown</source>
        <translation>显示的机柜排</translation>
    </message>
    <message>
        <source>All racks</source>
        <translation>全部机柜</translation>
    </message>
    <message>
        <source>(no row)</source>
        <translation>（无排）</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n rack(s)</source>
        <translation>
            <numerusform>%1 — %n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>no racks yet</source>
        <translation>尚无机柜</translation>
    </message>
</context>
<context>
    <name>railyard::ExportController</name>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未写入任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot import the price list</source>
        <translation>无法导入价格表</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;No price was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未更改任何价格。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Priced %n part(s) from %1</source>
        <translation>
            <numerusform>已根据 %1 为 %n 个部件定价</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>价格表 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Quote or Bill of Materials</source>
        <translation>导出报价单或物料清单</translation>
    </message>
    <message>
        <source>PDF quote (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv);;JSON (*.json)</source>
        <translation>PDF 报价单 (*.pdf);;Excel 工作簿 (*.xlsx);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation>无法导出物料清单</translation>
    </message>
    <message>
        <source>Writing cable labels…</source>
        <translation>正在写入线缆标签…</translation>
    </message>
    <message>
        <source>Export Cable Labels</source>
        <translation>导出线缆标签</translation>
    </message>
    <message>
        <source>Zebra ZPL (*.zpl)</source>
        <translation>Zebra ZPL (*.zpl)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Label export cancelled; nothing was written</source>
        <translation>标签导出已取消；未写入任何内容</translation>
    </message>
    <message>
        <source>Cannot export the cable labels</source>
        <translation>无法导出线缆标签</translation>
    </message>
    <message>
        <source>Cable labels written to %1</source>
        <translation>线缆标签已写入 %1</translation>
    </message>
    <message>
        <source>Printing cable labels…</source>
        <translation>正在打印线缆标签…</translation>
    </message>
    <message>
        <source>Label of %1 (%2 end) does not fit the %3 template at 6 pt: choose a wider stock</source>
        <translation>%1（%2 端）的标签在 6 pt 字号下放不进模板 %3：请选择更宽的标签纸</translation>
    </message>
    <message>
        <source>Print Labels</source>
        <translation>打印标签</translation>
    </message>
    <message numerus="yes">
        <source>Print Labels — %1 (%n labels)</source>
        <translation>
            <numerusform>打印标签 — %1（%n 张）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Print %n Labels</source>
        <translation>
            <numerusform>打印 %n 张标签</numerusform>
        </translation>
    </message>
    <message>
        <source>Printing cancelled</source>
        <translation>打印已取消</translation>
    </message>
    <message>
        <source>Export Drawing</source>
        <translation>导出图纸</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PDF (*.pdf);;PNG 图像 (*.png);;SVG 图纸 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the drawing</source>
        <translation>无法导出图纸</translation>
    </message>
    <message>
        <source>Drawing written to %1</source>
        <translation>图纸已写入 %1</translation>
    </message>
    <message>
        <source>Export Quote Package</source>
        <translation>导出报价包</translation>
    </message>
    <message>
        <source>Zip archive (*.zip)</source>
        <translation>Zip 压缩包 (*.zip)</translation>
    </message>
    <message>
        <source>Writing the quote package…</source>
        <translation>正在写入报价包…</translation>
    </message>
    <message>
        <source>Quote package cancelled; nothing was written</source>
        <translation>报价包已取消；未写入任何内容</translation>
    </message>
    <message>
        <source>Cannot export the quote package</source>
        <translation>无法导出报价包</translation>
    </message>
    <message>
        <source>Quote package written to %1</source>
        <translation>报价包已写入 %1</translation>
    </message>
    <message>
        <source>Export NetBox CSV</source>
        <translation>导出 NetBox CSV</translation>
    </message>
    <message>
        <source>Cannot export for NetBox</source>
        <translation>无法导出到 NetBox</translation>
    </message>
    <message>
        <source>%1 NetBox files written to %2; import them in name order</source>
        <translation>已将 %1 个 NetBox 文件写入 %2；请按文件名顺序导入</translation>
    </message>
    <message>
        <source>Exported for NetBox</source>
        <translation>已导出到 NetBox</translation>
    </message>
    <message>
        <source>&lt;p&gt;NetBox cannot hold everything as the design has it; see the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;NetBox 无法按设计原样保存全部内容，请参阅详细信息。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 written to %2</source>
        <translation>已将%1写入 %2</translation>
    </message>
    <message>
        <source>Export Pull Lists</source>
        <translation>导出布线清单</translation>
    </message>
    <message numerus="yes">
        <source>Export Pull Lists of %n Rack(s)</source>
        <translation>
            <numerusform>导出 %n 个机柜的布线清单</numerusform>
        </translation>
    </message>
    <message>
        <source>PDF, a page per rack (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>PDF，每个机柜一页 (*.pdf);;Excel 工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the pull lists</source>
        <translation>无法导出布线清单</translation>
    </message>
    <message numerus="yes">
        <source>Pull lists of %n rack(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个机柜的布线清单写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入%1…</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>Finding the cables changed since revision %1…</source>
        <translation>正在查找自修订版 %1 以来有变更的线缆…</translation>
    </message>
    <message>
        <source>Cannot read revision %1</source>
        <translation>无法读取修订版 %1</translation>
    </message>
    <message>
        <source>Nothing to Print</source>
        <translation>没有可打印的内容</translation>
    </message>
    <message>
        <source>No cable&apos;s label changed since revision %1.</source>
        <translation>自修订版 %1 以来没有线缆标签发生变化。</translation>
    </message>
    <message>
        <source>PDF labels, sheets or rolls (*.pdf)</source>
        <translation>PDF 标签，标签纸或卷装 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>railyard::FabricInputsDialog</name>
    <message>
        <source>Verify Against Discovered Topology</source>
        <translation>与发现的拓扑比对</translation>
    </message>
    <message>
        <source>Import Discovered Topology</source>
        <translation>导入发现的拓扑</translation>
    </message>
    <message>
        <source>Turns what &lt;b&gt;ibnetdiscover&lt;/b&gt; reports of a running fabric into a new design: hosts become GPU servers, switches leaves or spines, every link a cable. The devices are left for you to place in racks.</source>
        <translation>将 &lt;b&gt;ibnetdiscover&lt;/b&gt; 报告的运行中网络转换为新设计：主机成为 GPU 服务器，交换机成为叶或脊交换机，每条链路成为一根线缆。设备留待您放入机柜。</translation>
    </message>
    <message>
        <source>ibnetdiscover Output</source>
        <translation>ibnetdiscover 输出</translation>
    </message>
    <message>
        <source>ibnetdiscover output (*.out *.txt *.topo);;All files (*)</source>
        <translation>ibnetdiscover 输出 (*.out *.txt *.topo);;所有文件 (*)</translation>
    </message>
    <message>
        <source>ibnetdiscover &gt; fabric.out</source>
        <translation>ibnetdiscover &gt; fabric.out</translation>
    </message>
    <message>
        <source>HCA Map</source>
        <translation>HCA 映射</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: port,hca-name CSV (osfp1.2,mlx5_11)</source>
        <translation>可选：port,hca-name CSV（osfp1.2,mlx5_11）</translation>
    </message>
    <message>
        <source>Node-Name Map</source>
        <translation>节点名映射</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: names unmanaged switches by GUID</source>
        <translation>可选：按 GUID 命名非托管交换机</translation>
    </message>
    <message>
        <source>&amp;Fabric dump:</source>
        <translation>网络转储(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;HCA map:</source>
        <translation>HCA 映射(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Node-name map:</source>
        <translation>节点名映射(&amp;N)：</translation>
    </message>
    <message>
        <source>Hosts &amp;become:</source>
        <translation>主机类型(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>比对(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is not a file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 不是文件。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compares every InfiniBand link of the design with what &lt;b&gt;ibnetdiscover&lt;/b&gt; reports of the running fabric (the default report or &lt;tt&gt;-p&lt;/tt&gt;), and every Ethernet link with what the hosts&apos; LLDP agents report (&lt;tt&gt;lldpcli -f json0 show neighbors&lt;/tt&gt;, one file per host). Give either or both.</source>
        <translation>将设计中的每条 InfiniBand 链路与 &lt;b&gt;ibnetdiscover&lt;/b&gt; 报告的运行中网络进行比对（默认报告或 &lt;tt&gt;-p&lt;/tt&gt;），并将每条以太网链路与主机 LLDP 代理的报告进行比对（&lt;tt&gt;lldpcli -f json0 show neighbors&lt;/tt&gt;，每台主机一个文件）。可提供其一或两者。</translation>
    </message>
    <message>
        <source>LLDP Reports</source>
        <translation>LLDP 报告</translation>
    </message>
    <message>
        <source>optional: a folder of lldpcli reports (or a file)</source>
        <translation>可选：lldpcli 报告所在文件夹（或单个文件）</translation>
    </message>
    <message>
        <source>Interface-Name Map</source>
        <translation>接口名映射</translation>
    </message>
    <message>
        <source>&amp;LLDP reports:</source>
        <translation>LLDP 报告(&amp;L)：</translation>
    </message>
    <message>
        <source>optional: [device,]port,ifname CSV (inband1,enp41s0f0np0)</source>
        <translation>可选：[device,]port,ifname CSV（inband1,enp41s0f0np0）</translation>
    </message>
    <message>
        <source>&amp;Interface-name map:</source>
        <translation>接口名映射(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Leaves become:</source>
        <translation>叶交换机类型(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Spines become:</source>
        <translation>脊交换机类型(&amp;S)：</translation>
    </message>
    <message>
        <source>By the fabric&apos;s speed: DGX H100 for NDR, DGX B300 for XDR</source>
        <translation>按网络速率：NDR 为 DGX H100，XDR 为 DGX B300</translation>
    </message>
    <message>
        <source>By the fabric&apos;s speed: QM9700 for NDR, Q3400 for XDR</source>
        <translation>按网络速率：NDR 为 QM9700，XDR 为 Q3400</translation>
    </message>
</context>
<context>
    <name>railyard::FabricScene</name>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>轨道 %1</translation>
    </message>
    <message>
        <source>%1 U%2</source>
        <translation>%1 U%2</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) up</source>
        <translation>
            <numerusform>向上 %n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) down</source>
        <translation>
            <numerusform>向下 %n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to zoom in on its devices.</source>
        <translation>双击放大查看其设备。</translation>
    </message>
</context>
<context>
    <name>railyard::FileController</name>
    <message>
        <source>No recent designs</source>
        <translation>没有最近打开的设计</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>&lt;p&gt;Railyard did not close normally last time. An autosaved copy of &lt;b&gt;%1&lt;/b&gt; from %2 was found.&lt;/p&gt;&lt;p&gt;Open it to recover the changes?&lt;/p&gt;</source>
        <translation>&lt;p&gt;Railyard 上次未正常关闭。找到了 &lt;b&gt;%1&lt;/b&gt; 于 %2 自动保存的副本。&lt;/p&gt;&lt;p&gt;是否打开以恢复更改？&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>已取消打开 %1</translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 could not be opened.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;Nothing was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法打开 %1。&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;未做任何更改。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened the sample design</source>
        <translation>已打开示例设计</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard *.json);;All files (*)</source>
        <translation>Railyard 设计 (*.railyard *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import JSON Design</source>
        <translation>导入 JSON 设计</translation>
    </message>
    <message>
        <source>Interchange JSON (*.json);;All files (*)</source>
        <translation>交换格式 JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save the design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>设计另存为</translation>
    </message>
    <message>
        <source>Railyard documents (*.railyard)</source>
        <translation>Railyard 文档 (*.railyard)</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>Interchange JSON (*.json)</source>
        <translation>交换格式 JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export the design</source>
        <translation>无法导出设计</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Importing %1 was cancelled</source>
        <translation>已取消导入 %1</translation>
    </message>
    <message>
        <source>Cannot import the fabric</source>
        <translation>无法导入网络</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未做任何更改。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Discovered from %1</source>
        <translation>从 %1 发现</translation>
    </message>
    <message>
        <source>Discovered topology imported</source>
        <translation>已导入发现的拓扑</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is now a design of %2 devices and %3 cables, not placed in racks yet.&lt;/p&gt;&lt;p&gt;Some of what the fabric reports needs a look; see the details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 现已成为包含 %2 台设备和 %3 根线缆的设计，尚未放入机柜。&lt;/p&gt;&lt;p&gt;网络报告的部分内容需要查看，请参阅详细信息。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Import NetBox CSV</source>
        <translation>导入 NetBox CSV</translation>
    </message>
    <message>
        <source>Cannot import from NetBox</source>
        <translation>无法从 NetBox 导入</translation>
    </message>
    <message>
        <source>Imported %1: %2, %3</source>
        <translation>已导入 %1：%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported from NetBox: %1, %2. %3</source>
        <translation>已从 NetBox 导入：%1，%2。%3</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Making the design of what the fabric reports…</source>
        <translation>正在根据网络上报的内容生成设计…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
</context>
<context>
    <name>railyard::FileField</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>railyard::FillCagesDialog</name>
    <message>
        <source>Fill Empty Cages</source>
        <translation>填充空端口笼</translation>
    </message>
    <message numerus="yes">
        <source>Plug one transceiver into every empty cage of the %n selected device(s) that takes it.</source>
        <translation>
            <numerusform>在所选 %n 台设备中每个可用的空端口笼里插入一个光模块。</numerusform>
        </translation>
    </message>
    <message>
        <source>Any network</source>
        <translation>任意网络</translation>
    </message>
    <message>
        <source>Cages of</source>
        <translation>端口笼所属网络</translation>
    </message>
    <message>
        <source>Transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) — fills %n cage(s)</source>
        <translation>
            <numerusform>%1（%2）— 填充 %n 个端口笼</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected devices have no empty cage here.</source>
        <translation>所选设备在此没有空端口笼。</translation>
    </message>
    <message numerus="yes">
        <source>%1; in %n cage(s) like these already</source>
        <translation>
            <numerusform>%1；已用于 %n 个同类端口笼</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanScene</name>
    <message>
        <source>Editing pathways: click to place a tray node, drag from a node or tray to draw a tray, Shift-drag to move a node</source>
        <translation>正在编辑线槽：单击放置线槽节点，从节点或线槽拖动绘制线槽，按住 Shift 拖动可移动节点</translation>
    </message>
    <message>
        <source>Pathways are no longer edited: the racks move again</source>
        <translation>已结束编辑线槽：机柜可以再次移动</translation>
    </message>
</context>
<context>
    <name>railyard::FloorPlanView</name>
    <message>
        <source>Cables by rail</source>
        <translation>线缆（按轨道）</translation>
    </message>
    <message>
        <source>Cables by network</source>
        <translation>线缆（按网络）</translation>
    </message>
    <message>
        <source>Cables by type</source>
        <translation>线缆（按类型）</translation>
    </message>
    <message>
        <source>Racks by power use</source>
        <translation>按功耗显示机柜</translation>
    </message>
    <message>
        <source>Cables by validation</source>
        <translation>按校验结果着色的线缆</translation>
    </message>
    <message>
        <source>Cables by install status</source>
        <translation>按安装状态着色的线缆</translation>
    </message>
    <message>
        <source>Trays by fill (a tray&apos;s limit is 50 % unless set)</source>
        <translation>按填充率显示的线槽（未设置时上限为 50 %）</translation>
    </message>
</context>
<context>
    <name>railyard::GenerateFabricDialog</name>
    <message>
        <source>Generate Fabric</source>
        <translation>生成网络</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Start from an NVIDIA reference architecture, or size a rail-optimized cluster of your own.</source>
        <translation>从 NVIDIA 参考架构开始，或自行确定轨道优化集群的规模。</translation>
    </message>
    <message>
        <source>NVIDIA DGX SuperPOD reference architecture</source>
        <translation>NVIDIA DGX SuperPOD 参考架构</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>规模：</translation>
    </message>
    <message>
        <source>Generic rail-optimized cluster</source>
        <translation>通用轨道优化集群</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU 数：</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>%1 GPUs per node, one rail each</source>
        <translation>每节点 %1 个 GPU，各占一条轨道</translation>
    </message>
    <message>
        <source>Leaf switch:</source>
        <translation>Leaf 交换机：</translation>
    </message>
    <message>
        <source>Spine switch:</source>
        <translation>Spine 交换机：</translation>
    </message>
    <message>
        <source>Core switch:</source>
        <translation>Core 交换机：</translation>
    </message>
    <message>
        <source>Leaf downlinks per uplink; 1 : 1 is non-blocking. Tiers follow from the switches&apos; ports: two, or three once the leaves outnumber a spine&apos;s ports.</source>
        <translation>每条上行链路对应的 Leaf 下行链路数；1 : 1 为无阻塞。层数由交换机端口数决定：两层，或当 Leaf 数超过 Spine 的端口数时为三层。</translation>
    </message>
    <message>
        <source>Over-subscription:</source>
        <translation>收敛比：</translation>
    </message>
    <message>
        <source>Networks and hall</source>
        <translation>网络与机房</translation>
    </message>
    <message>
        <source>Storage, in-band and out-of-band networks through the nodes&apos; own ports; how racks stand on the floor.</source>
        <translation>通过节点自身端口的存储、带内和带外网络；机柜在机房中的布置方式。</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储网络</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>    aggregated by</source>
        <translation>    汇聚于</translation>
    </message>
    <message>
        <source>Single-mode (DR4, OS2)</source>
        <translation>单模（DR4，OS2）</translation>
    </message>
    <message>
        <source>Multimode (SR4, OM4, 50 m)</source>
        <translation>多模（SR4，OM4，50 m）</translation>
    </message>
    <message>
        <source>Optics:</source>
        <translation>光模块：</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Square hall</source>
        <translation>方形机房</translation>
    </message>
    <message>
        <source> racks</source>
        <translation> 个机柜</translation>
    </message>
    <message>
        <source>Row length:</source>
        <translation>每排长度：</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Nodes per rack follow from this limit.</source>
        <translation>每个机柜的节点数由此上限决定。</translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation>单机柜功率：</translation>
    </message>
    <message>
        <source>Cold aisle:</source>
        <translation>冷通道：</translation>
    </message>
    <message>
        <source>Hot aisle:</source>
        <translation>热通道：</translation>
    </message>
    <message>
        <source>After each SU&apos;s compute racks</source>
        <translation>放在每个 SU 的计算机柜之后</translation>
    </message>
    <message>
        <source>In the middle of each SU&apos;s compute racks</source>
        <translation>放在每个 SU 的计算机柜中间</translation>
    </message>
    <message>
        <source>SU network racks:</source>
        <translation>SU 网络机柜：</translation>
    </message>
    <message>
        <source>Compute rack type:</source>
        <translation>计算机柜型号：</translation>
    </message>
    <message>
        <source>Network rack type:</source>
        <translation>网络机柜型号：</translation>
    </message>
    <message>
        <source>Names and labels</source>
        <translation>名称与标签</translation>
    </message>
    <message>
        <source>Patterns with placeholders in braces; {n:03} pads a number to three digits.</source>
        <translation>模式中的占位符写在花括号内；{n:03} 把数字补足为三位。</translation>
    </message>
    <message>
        <source>Placeholders: %1</source>
        <translation>占位符：%1</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>Leaves:</source>
        <translation>Leaf：</translation>
    </message>
    <message>
        <source>Spines:</source>
        <translation>Spine：</translation>
    </message>
    <message>
        <source>Cores:</source>
        <translation>Core：</translation>
    </message>
    <message>
        <source>Racks:</source>
        <translation>机柜：</translation>
    </message>
    <message>
        <source>Patch panels:</source>
        <translation>配线架：</translation>
    </message>
    <message>
        <source>Cable labels:</source>
        <translation>线缆标签：</translation>
    </message>
    <message>
        <source>{net} {NET} {n} {part}: part is A, T, B along a panelled channel</source>
        <translation>{net} {NET} {n} {part}：part 为经过配线架的链路上的 A、T、B 段</translation>
    </message>
    <message>
        <source>&lt;b&gt;What this generates&lt;/b&gt;</source>
        <translation>&lt;b&gt;将生成的内容&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Options changed…</source>
        <translation>选项已更改…</translation>
    </message>
    <message>
        <source>Building the preview…</source>
        <translation>正在生成预览…</translation>
    </message>
    <message>
        <source>Every cable has a length and a label; the design validates with no errors.</source>
        <translation>每条线缆都有长度和标签；设计校验无错误。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, 1 SU)</source>
        <translation>%1（%2 个 GPU，1 个 SU）</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs, %3 SUs)</source>
        <translation>%1（%2 个 GPU，%3 个 SU）</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算网络</translation>
    </message>
    <message>
        <source>In-band</source>
        <translation>带内</translation>
    </message>
    <message>
        <source>Out-of-band</source>
        <translation>带外</translation>
    </message>
    <message>
        <source>not generated</source>
        <translation>不生成</translation>
    </message>
    <message>
        <source>  management links</source>
        <translation>  管理链路</translation>
    </message>
    <message>
        <source>  uplinks</source>
        <translation>  上行链路</translation>
    </message>
    <message>
        <source>  switches</source>
        <translation>  交换机</translation>
    </message>
    <message>
        <source>  node–leaf links</source>
        <translation>  节点–Leaf 链路</translation>
    </message>
    <message>
        <source>  leaf–spine links</source>
        <translation>  Leaf–Spine 链路</translation>
    </message>
    <message>
        <source>  spine–core links</source>
        <translation>  Spine–Core 链路</translation>
    </message>
    <message>
        <source>  cables</source>
        <translation>  线缆</translation>
    </message>
    <message>
        <source>UFM appliances</source>
        <translation>UFM 设备</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Patch panels</source>
        <translation>配线架</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>  fiber</source>
        <translation>  光缆</translation>
    </message>
    <message>
        <source>  copper</source>
        <translation>  铜缆</translation>
    </message>
    <message>
        <source>%1 direct-attach, %2 RJ45</source>
        <translation>%1 条直连线缆，%2 条 RJ45</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Fibers</source>
        <translation>光纤芯数</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>%1 kW, at most %2 kW per rack</source>
        <translation>%1 kW，单机柜最多 %2 kW</translation>
    </message>
    <message numerus="yes">
        <source>%Ln SU(s): %1 nodes, %2 GPUs</source>
        <translation>
            <numerusform>%Ln 个 SU：%1 个节点，%2 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln access switch(es)</source>
        <translation>
            <numerusform>%Ln 台接入交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln aggregation switch(es)</source>
        <translation>
            <numerusform>%Ln 台汇聚交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaf/leaves</source>
        <translation>
            <numerusform>%Ln 台 Leaf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spine(s)</source>
        <translation>
            <numerusform>%Ln 台 Spine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln core(s)</source>
        <translation>
            <numerusform>%Ln 台 Core</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tier(s)</source>
        <translation>
            <numerusform>%Ln 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 compute, %2 network in %Ln row(s)</source>
        <translation>
            <numerusform>%1 个计算机柜、%2 个网络机柜，共 %Ln 排</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cord(s)</source>
        <translation>
            <numerusform>%Ln 条跳线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trunk(s)</source>
        <translation>
            <numerusform>%Ln 条主干光缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the runs are shortest</source>
        <translation>线缆最短处</translation>
    </message>
    <message>
        <source>In the middle of an SU of more than two compute racks, which halves its longest node–leaf run; else after them.</source>
        <translation>计算机柜多于两个的 SU 放在其中间，使最长的节点–leaf 走线减半；否则放在其后。</translation>
    </message>
    <message>
        <source>Planes:</source>
        <translation>平面：</translation>
    </message>
    <message>
        <source>  between aggregation switches</source>
        <translation>  汇聚交换机之间</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The NVL72 racks to populate: the last SU&apos;s leaves and leaf–spine cabling are built for the full SU even so, as the reference architecture asks.</source>
        <translation>要部署的 NVL72 机柜数：最后一个 SU 的 leaf 与 leaf–spine 布线仍按完整 SU 构建，符合参考架构的要求。</translation>
    </message>
    <message>
        <source>Racks populated:</source>
        <translation>已部署机柜：</translation>
    </message>
    <message>
        <source>Cable trays over and between the rows</source>
        <translation>在各排上方及排间敷设线槽</translation>
    </message>
    <message>
        <source>Lay a basket over each row and ladders between the rows, sized for the cables, and give the cables the lengths of their routes over them (docs: pathways).</source>
        <translation>在每排上方敷设网格桥架、排间敷设梯架，按线缆尺寸选型，并按线缆经过它们的路由设定长度（文档：pathways）。</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>线槽</translation>
    </message>
    <message numerus="yes">
        <source>%Ln segment(s), %1 m, the fullest %2 % full</source>
        <translation>
            <numerusform>%Ln 段，%1 米，最满的填充 %2 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln plane(s)</source>
        <translation>
            <numerusform>%1，共 %Ln 个平面</numerusform>
        </translation>
    </message>
    <message>
        <source>Independent compute fabrics, each with its own spines and cores: a compute cage of one rail splits into a port per plane (a ConnectX-8 cage as 2 × 400GbE on two planes); a node whose cages carry two rails shares its rails out among the planes.</source>
        <translation>相互独立的计算网络，各有自己的 Spine 和 Core：单导轨的计算笼按平面拆分为每平面一个端口（ConnectX-8 笼在两个平面上作为 2 × 400GbE）；笼承载两条导轨的节点则将其导轨分配到各平面。</translation>
    </message>
    <message>
        <source>  core–super-core links</source>
        <translation>  Core–超级 Core 链路</translation>
    </message>
    <message>
        <source>Super-cores:</source>
        <translation>超级 Core：</translation>
    </message>
    <message>
        <source>{net} {i}: the fourth tier, above the cores</source>
        <translation>{net} {i}：第四层，位于 Core 之上</translation>
    </message>
    <message>
        <source>  super-cores</source>
        <translation>  超级 Core</translation>
    </message>
    <message>
        <source>The switches above the spines from three tiers, and the super-cores of a fourth</source>
        <translation>三层起位于 Spine 之上的交换机，以及第四层的超级 Core</translation>
    </message>
    <message>
        <source>Each %1 is a whole system on its own power shelves (up to %2 kW): this limit packs only the network and management racks.</source>
        <translation>每个 %1 都是使用自带电源架的完整系统（最高 %2 kW）：此限值只用于排布网络和管理机柜。</translation>
    </message>
    <message>
        <source>Each %1 is a whole system on its own power shelves: this limit packs only the network and management racks.</source>
        <translation>每个 %1 都是使用自带电源架的完整系统：此限值只用于排布网络和管理机柜。</translation>
    </message>
    <message>
        <source>Compute and network racks are each filled up to this limit.</source>
        <translation>计算机柜和网络机柜各自最多装到此限值。</translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln %1 (%2 kW each) to a compute rack, as its height allows; network racks are filled up to this limit too.</source>
        <translation>
            <numerusform>每个计算机柜最多 %Ln 台 %1（每台 %2 kW），以高度允许为限；网络机柜也装到此限值。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::IssueTableModel</name>
    <message>
        <source>%1, %2 and %3 more</source>
        <translation>%1、%2 等另外 %3 个</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>信息</translation>
    </message>
</context>
<context>
    <name>railyard::JobFormat</name>
    <message>
        <source>Bill of materials, JSON</source>
        <translation>物料清单，JSON</translation>
    </message>
    <message>
        <source>Bill of materials, XLSX workbook</source>
        <translation>物料清单，XLSX 工作簿</translation>
    </message>
    <message>
        <source>Bill of materials as a PDF quote</source>
        <translation>物料清单，PDF 报价单</translation>
    </message>
    <message>
        <source>Price list, part_number,unit_price[,price_per_m] CSV</source>
        <translation>价格表，part_number,unit_price[,price_per_m] CSV</translation>
    </message>
    <message>
        <source>Cable schedule for the installer, CSV</source>
        <translation>供安装人员使用的线缆清单，CSV</translation>
    </message>
    <message>
        <source>Catalog parts, JSON ({&quot;device_types&quot;: [...]})</source>
        <translation>目录部件，JSON（{&quot;device_types&quot;: [...]}）</translation>
    </message>
    <message>
        <source>NetBox devicetype-library YAML</source>
        <translation>NetBox devicetype-library YAML</translation>
    </message>
    <message>
        <source>Design, native SQLite document (.railyard)</source>
        <translation>设计，原生 SQLite 文档（.railyard）</translation>
    </message>
    <message>
        <source>NetBox bulk-import CSVs and device-type YAML, a folder</source>
        <translation>NetBox 批量导入 CSV 和设备类型 YAML，一个文件夹</translation>
    </message>
    <message>
        <source>Cable labels, PDF sheets or roll</source>
        <translation>线缆标签，PDF（整页或卷标）</translation>
    </message>
    <message>
        <source>Cable labels, Zebra ZPL</source>
        <translation>线缆标签，Zebra ZPL</translation>
    </message>
    <message>
        <source>Cable labels, CSV</source>
        <translation>线缆标签，CSV</translation>
    </message>
    <message>
        <source>Label template, JSON</source>
        <translation>标签模板，JSON</translation>
    </message>
    <message>
        <source>Pull lists per rack, CSV</source>
        <translation>各机柜布线清单，CSV</translation>
    </message>
    <message>
        <source>Pull lists per rack, XLSX workbook</source>
        <translation>各机柜布线清单，XLSX 工作簿</translation>
    </message>
    <message>
        <source>Pull lists per rack, PDF (a page per rack)</source>
        <translation>各机柜布线清单，PDF（每个机柜一页）</translation>
    </message>
    <message>
        <source>Drawing, PNG</source>
        <translation>图纸，PNG</translation>
    </message>
    <message>
        <source>Drawing, SVG</source>
        <translation>图纸，SVG</translation>
    </message>
    <message>
        <source>Drawing, PDF</source>
        <translation>图纸，PDF</translation>
    </message>
    <message>
        <source>Verification report for the field team, XLSX</source>
        <translation>供现场团队使用的验证报告，XLSX</translation>
    </message>
    <message>
        <source>Verification report for the field team, CSV</source>
        <translation>供现场团队使用的验证报告，CSV</translation>
    </message>
    <message>
        <source>ibnetdiscover output (default or ports report)</source>
        <translation>ibnetdiscover 输出（默认或端口报告）</translation>
    </message>
    <message>
        <source>lldpcli -f json0 / -f json reports, a file or a folder</source>
        <translation>lldpcli -f json0 / -f json 报告，文件或文件夹</translation>
    </message>
    <message>
        <source>ibnetdiscover node-name map (&lt;guid&gt; &quot;&lt;name&gt;&quot;)</source>
        <translation>ibnetdiscover 节点名映射（&lt;guid&gt; &quot;&lt;name&gt;&quot;）</translation>
    </message>
    <message>
        <source>HCA map, port,hca-name CSV</source>
        <translation>HCA 映射，port,hca-name CSV</translation>
    </message>
    <message>
        <source>Interface-name map, [device-or-type,]port,ifname CSV</source>
        <translation>接口名映射，[device-or-type,]port,ifname CSV</translation>
    </message>
    <message>
        <source>Bill of materials, CSV</source>
        <translation>物料清单，CSV</translation>
    </message>
    <message>
        <source>Design, interchange JSON</source>
        <translation>设计，交换用 JSON</translation>
    </message>
    <message>
        <source>Quote package: design, BOM, cable schedule, labels, drawings in one zip</source>
        <translation>报价包：设计、物料清单、线缆清单、标签、图纸打包为一个 zip</translation>
    </message>
    <message>
        <source>Scanned cable ids or labels, one per line</source>
        <translation>扫描的线缆编号或标签，每行一个</translation>
    </message>
    <message>
        <source>Fiber test results, CSV</source>
        <translation>光纤测试结果，CSV</translation>
    </message>
    <message>
        <source>Column profile of a tester&apos;s export, JSON</source>
        <translation>测试仪导出文件的列配置，JSON</translation>
    </message>
    <message>
        <source>Commissioning report, Excel workbook</source>
        <translation>调试验收报告，Excel 工作簿</translation>
    </message>
    <message>
        <source>Commissioning report, PDF</source>
        <translation>调试验收报告，PDF</translation>
    </message>
    <message>
        <source>Commissioning report, CSV</source>
        <translation>调试验收报告，CSV</translation>
    </message>
    <message>
        <source>ibdiagnet port counters (ibdiagnet2.db_csv)</source>
        <translation>ibdiagnet 端口计数器 (ibdiagnet2.db_csv)</translation>
    </message>
    <message>
        <source>Port counter snapshot, JSON</source>
        <translation>端口计数器快照，JSON</translation>
    </message>
    <message>
        <source>Port counter thresholds, JSON</source>
        <translation>端口计数器阈值，JSON</translation>
    </message>
    <message>
        <source>perfquery port counters, text</source>
        <translation>perfquery 端口计数器，文本</translation>
    </message>
    <message>
        <source>Change order (work order), CSV</source>
        <translation>变更单（工单），CSV</translation>
    </message>
    <message>
        <source>Change order (work order), XLSX workbook</source>
        <translation>变更单（工单），XLSX 工作簿</translation>
    </message>
    <message>
        <source>Change order (work order), PDF to tick off</source>
        <translation>变更单（工单），可勾选的 PDF</translation>
    </message>
    <message>
        <source>Pull sheets per route, CSV</source>
        <translation>按路由的敷设单，CSV</translation>
    </message>
    <message>
        <source>Pull sheets per route, XLSX workbook</source>
        <translation>按路由的敷设单，XLSX 工作簿</translation>
    </message>
    <message>
        <source>Pull sheets per route, PDF (a page per pull)</source>
        <translation>按路由的敷设单，PDF（每个批次一页）</translation>
    </message>
</context>
<context>
    <name>railyard::JobOptionsDialog</name>
    <message>
        <source>Order of the cables:</source>
        <translation>线缆顺序：</translation>
    </message>
    <message>
        <source>Installation order, rack by rack</source>
        <translation>安装顺序，逐个机柜</translation>
    </message>
    <message>
        <source>By the far end&apos;s rack</source>
        <translation>按远端机柜</translation>
    </message>
    <message>
        <source>As the design lists them</source>
        <translation>按设计中的顺序</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>railyard::LabelOptionsDialog</name>
    <message>
        <source>Start at label:</source>
        <translation>从第几张标签开始：</translation>
    </message>
    <message numerus="yes">
        <source>All cables (%n labels)</source>
        <translation>
            <numerusform>全部线缆（%n 张标签）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected cables (%n)</source>
        <translation>
            <numerusform>所选线缆（%n 条）</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected cables (select cables, devices or racks first)</source>
        <translation>所选线缆（请先选择线缆、设备或机柜）</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>模板：</translation>
    </message>
    <message>
        <source>Labels for:</source>
        <translation>标签范围：</translation>
    </message>
    <message>
        <source>By rack, from the top of each rack down (installation order)</source>
        <translation>按机柜，每个机柜从上到下（安装顺序）</translation>
    </message>
    <message>
        <source>By cable, as the design lists them</source>
        <translation>按线缆，按设计中的顺序</translation>
    </message>
    <message>
        <source>By the far end&apos;s rack</source>
        <translation>按对端所在机柜</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>顺序：</translation>
    </message>
    <message>
        <source>Device names at both ends (hostnames)</source>
        <translation>两端设备名称（主机名）</translation>
    </message>
    <message>
        <source>Cable part number and length</source>
        <translation>线缆料号和长度</translation>
    </message>
    <message>
        <source>Also print:</source>
        <translation>同时打印：</translation>
    </message>
    <message>
        <source>On a sheet some of whose labels are used: the first label to print on (across, then down)</source>
        <translation>用于已用过部分标签的标签纸：从第几张开始打印（先横向，再向下）</translation>
    </message>
    <message>
        <source>PDF label sheets or roll labels</source>
        <translation>PDF 标签页或卷装标签</translation>
    </message>
    <message>
        <source>Zebra ZPL, for a thermal printer</source>
        <translation>Zebra ZPL，用于热敏打印机</translation>
    </message>
    <message>
        <source>CSV, the text of each label</source>
        <translation>CSV，每张标签的文字</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi（8 点/mm）</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi（12 点/mm）</translation>
    </message>
    <message>
        <source>Zebra printer:</source>
        <translation>Zebra 打印机：</translation>
    </message>
    <message>
        <source>Your own templates: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>自定义模板：&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source> — stock size not confirmed against a vendor datasheet; print a test page first.</source>
        <translation> — 标签纸尺寸未经厂商数据表确认；请先打印测试页。</translation>
    </message>
    <message>
        <source>The cables changed since a revision (save one first)</source>
        <translation>自某修订版以来有变更的线缆（请先保存一个修订版）</translation>
    </message>
    <message>
        <source>The cables changed since revision:</source>
        <translation>自以下修订版以来有变更的线缆：</translation>
    </message>
</context>
<context>
    <name>railyard::MainWindow</name>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ 自动保存失败</translation>
    </message>
    <message>
        <source>The last autosave could not be written: %1
Save the design (Ctrl+S) to keep your work.</source>
        <translation>上次自动保存未能写入：%1
请保存设计（Ctrl+S）以免丢失工作。</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Show the validation panel</source>
        <translation>显示校验面板</translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation>正在校验设计…</translation>
    </message>
    <message>
        <source>No issues</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>These racks are empty.

Drag GPU servers, switches and patch panels from the Catalog into a rack, then transceivers onto their cages; drag from port to port to add a cable.</source>
        <translation>这些机柜是空的。

从部件目录把 GPU 服务器、交换机和配线架拖入机柜，再把光模块拖到端口笼上；从一个端口拖到另一个端口即可添加线缆。</translation>
    </message>
    <message>
        <source>No GPU servers or switches yet.

Place them in the rack elevations; once cabled, the fabric shows each server&apos;s links to its rail leaves here.</source>
        <translation>还没有 GPU 服务器或交换机。

请在机柜立面图中放置；连线后，这里会显示每台服务器到其轨道 Leaf 的链路。</translation>
    </message>
    <message>
        <source>Cannot verify the design</source>
        <translation>无法比对设计</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was compared.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未做任何比对。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln 条提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This design has no racks yet; its devices (%Ln) wait under Not placed in the Design dock.

Add racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock into a rack of the elevations.</source>
        <translation>
            <numerusform>此设计尚无机柜；其 %Ln 台设备在“设计”停靠窗口的“未放置”下等待。

请先添加机柜（设计 ▸ 添加一排机柜…），再把每台设备从“设计”停靠窗口拖入机柜立面图中的机柜。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln device(s)</source>
        <translation>
            <numerusform>%Ln 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cable(s)</source>
        <translation>
            <numerusform>%Ln 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>This design has no racks yet.

Design ▸ Generate Fabric… lays out a whole cluster; Design ▸ Add Row of Racks… lays out a row; Design ▸ Add Rack (Ctrl+Shift+R) adds one rack; or drag a rack, or a rack system such as the GB300 NVL72 with its trays, from the Catalog onto the floor plan.</source>
        <translation>此设计还没有机柜。

设计 ▸ 生成网络… 可布置整个集群；设计 ▸ 添加一排机柜… 可布置一排；设计 ▸ 添加机柜（Ctrl+Shift+R）可添加一个机柜；也可以把机柜或机柜系统（如带托盘的 GB300 NVL72）从目录拖到平面图上。</translation>
    </message>
    <message>
        <source>Verifying against %1…</source>
        <translation>正在与 %1 比对…</translation>
    </message>
    <message>
        <source>Verification cancelled</source>
        <translation>比对已取消</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Comparing every link with the design…</source>
        <translation>正在将每条链路与设计比对…</translation>
    </message>
    <message>
        <source>%1 is in the revision only: the design no longer has it.</source>
        <translation>%1 只在修订版中存在：当前设计中已没有它。</translation>
    </message>
    <message>
        <source>%1 is in the revision only; shown where it was.</source>
        <translation>%1 只在修订版中存在；已显示其原位置。</translation>
    </message>
    <message>
        <source>Laying out the fabric…</source>
        <translation>正在布局网络结构…</translation>
    </message>
    <message>
        <source>The fabric is drawn once the design is checked…</source>
        <translation>设计检查完成后将绘制网络结构…</translation>
    </message>
</context>
<context>
    <name>railyard::MoveDevicesTool</name>
    <message>
        <source>Cannot move %1 there: it is outside the racks</source>
        <translation>无法将 %1 移到那里：位于机柜之外</translation>
    </message>
    <message>
        <source>Cannot move %1 to U%2 of %3: the slot is taken or too small</source>
        <translation>无法将 %1 移到 %3 的 U%2：该位置已占用或空间不足</translation>
    </message>
    <message>
        <source>Cannot move there: %1 and %2 would share a slot</source>
        <translation>无法移到那里：%1 和 %2 会占用同一位置</translation>
    </message>
    <message>
        <source>Zoomed in to the ports of %1: drag from a port to another to connect them</source>
        <translation>已放大到 %1 的端口：从一个端口拖到另一个端口即可连接</translation>
    </message>
</context>
<context>
    <name>railyard::MoveRacksTool</name>
    <message>
        <source>Cannot move there: %1 and %2 would overlap on the floor</source>
        <translation>无法移到那里：%1 和 %2 会在平面图上重叠</translation>
    </message>
</context>
<context>
    <name>railyard::Navigator</name>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
</context>
<context>
    <name>railyard::PathwayTool</name>
    <message>
        <source>Add Tray Node %1</source>
        <translation>添加线槽节点 %1</translation>
    </message>
    <message>
        <source>Added tray node %1</source>
        <translation>已添加线槽节点 %1</translation>
    </message>
    <message>
        <source>A tray needs two different nodes</source>
        <translation>线槽需要两个不同的节点</translation>
    </message>
    <message>
        <source>Nodes %1 and %2 are joined already</source>
        <translation>节点 %1 和 %2 已经相连</translation>
    </message>
    <message>
        <source>Draw Tray %1</source>
        <translation>绘制线槽 %1</translation>
    </message>
    <message>
        <source>Drew tray %1 from %2 to %3 (%4 m)</source>
        <translation>已绘制线槽 %1，从 %2 到 %3（%4 米）</translation>
    </message>
    <message>
        <source>Move Tray Node %1</source>
        <translation>移动线槽节点 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n rack(s) under it drop into it</source>
        <translation>
            <numerusform>%1；其下方 %n 个机柜引入该线槽</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>How often unsaved changes are written aside, to be offered back after a crash</source>
        <translation>未保存的更改多久备份一次，以便崩溃后恢复</translation>
    </message>
    <message>
        <source>A4 (drawings on A3)</source>
        <translation>A4（图纸用 A3）</translation>
    </message>
    <message>
        <source>US Letter (drawings on Tabloid, 11 × 17 in)</source>
        <translation>US Letter（图纸用 Tabloid，11 × 17 in）</translation>
    </message>
    <message>
        <source>203 dpi (8 dots/mm)</source>
        <translation>203 dpi（8 点/mm）</translation>
    </message>
    <message>
        <source>300 dpi (12 dots/mm)</source>
        <translation>300 dpi（12 点/mm）</translation>
    </message>
    <message>
        <source>Metres (m)</source>
        <translation>米 (m)</translation>
    </message>
    <message>
        <source>Feet (ft)</source>
        <translation>英尺 (ft)</translation>
    </message>
    <message>
        <source>Racks dragged on the floor plan land on this grid (raised-floor tiles are 0.6 m, or 2 ft = 0.61 m)</source>
        <translation>在平面图上拖动的机柜会对齐到此网格（架空地板砖为 0.6 m，或 2 ft = 0.61 m）</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Autosave every:</source>
        <translation>自动保存间隔：</translation>
    </message>
    <message>
        <source>Label template:</source>
        <translation>标签模板：</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <source>Zebra printer:</source>
        <translation>Zebra 打印机：</translation>
    </message>
    <message>
        <source>Designs are always stored in metres; cables are ordered by their metric lengths.</source>
        <translation>设计始终以米保存；线缆按公制长度订购。</translation>
    </message>
    <message>
        <source>Show lengths in:</source>
        <translation>长度显示单位：</translation>
    </message>
    <message>
        <source>Floor grid:</source>
        <translation>地板网格：</translation>
    </message>
    <message>
        <source>The new language is used when Railyard next starts.</source>
        <translation>新语言将在下次启动 Railyard 时生效。</translation>
    </message>
</context>
<context>
    <name>railyard::PriceListReportDialog</name>
    <message>
        <source>Price List Import — %1</source>
        <translation>价格表导入 — %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n part(s) priced&lt;/b&gt; from %1.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;已根据 %1 &lt;b&gt;为 %n 个部件定价&lt;/b&gt;。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Every row was applied.&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有行均已应用。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n row(s) need a look: they were not applied, or not as they read.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;有 %n 行需要检查：它们未被应用，或未按所写内容应用。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation>保存报告…</translation>
    </message>
    <message>
        <source>Save Price List Report</source>
        <translation>保存价格表报告</translation>
    </message>
    <message>
        <source> import report.csv</source>
        <translation> 导入报告.csv</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>无法保存报告</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%n line(s) of the bill of materials have no price&lt;/b&gt;: the list does not name them (listed without a line number).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;物料清单中有 %n 行没有价格&lt;/b&gt;：价格表未列出它们（列出时不带行号）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::PropertiesPanel</name>
    <message>
        <source>No design</source>
        <translation>没有设计</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Loss margin</source>
        <translation>损耗余量</translation>
    </message>
    <message>
        <source> dB</source>
        <translation> dB</translation>
    </message>
    <message>
        <source>Tray height</source>
        <translation>线槽高度</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quote&lt;/b&gt;</source>
        <translation>&lt;b&gt;报价&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>none: a bill of materials</source>
        <translation>无：物料清单</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>The quote&apos;s date (today until one is set)</source>
        <translation>报价日期（未设置时为今天）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>排</translation>
    </message>
    <message>
        <source>none (not ordered)</source>
        <translation>无（不订购）</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>not on the floor yet</source>
        <translation>尚未放置在平面图上</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>%1, U%2</source>
        <translation>%1，U%2</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>Modules</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cables</source>
        <translation>
            <numerusform>%n 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Orders as</source>
        <translation>订购规格</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>悬空</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A 端</translation>
    </message>
    <message>
        <source>Leg %1</source>
        <translation>分支 %1</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B 端</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1，y %2</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 kW of %2 kW</source>
        <translation>%1 kW / %2 kW</translation>
    </message>
    <message>
        <source>%1 kW (no limit set)</source>
        <translation>%1 kW（未设限值）</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>What a rack may draw when its rack type sets no limit (rack-power); none leaves such racks unchecked</source>
        <translation>机柜类型未设上限时每个机柜允许的功率（rack-power）；“无”表示不检查这类机柜</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>机柜功率预算</translation>
    </message>
    <message>
        <source>%1 kW of the design&apos;s %2 kW</source>
        <translation>%1 kW（设计预算 %2 kW）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure not counted</source>
        <translation>
            <numerusform>%n 台设备无功率数据，未计入</numerusform>
        </translation>
    </message>
    <message>
        <source>The airflow of switches sold in both (P2C: air in at the power supplies, out at the ports), unless a switch sets its own; the BOM orders the matching part number</source>
        <translation>两种风向均有售的交换机的风向（P2C：空气从电源进入、从端口排出），除非交换机自行设定；BOM 订购相应的料号</translation>
    </message>
    <message>
        <source>Switch ports face</source>
        <translation>交换机端口朝向</translation>
    </message>
    <message>
        <source>as the hall (C2P)</source>
        <translation>与机房一致（C2P）</translation>
    </message>
    <message>
        <source>as the hall (P2C)</source>
        <translation>与机房一致（P2C）</translation>
    </message>
    <message>
        <source>P2C (ports toward the hot aisle)</source>
        <translation>P2C（端口朝向热通道）</translation>
    </message>
    <message>
        <source>C2P (ports toward the cold aisle)</source>
        <translation>C2P（端口朝向冷通道）</translation>
    </message>
    <message>
        <source>No part number of this airflow is known: the BOM says so</source>
        <translation>未知此风向的料号：BOM 会注明</translation>
    </message>
    <message>
        <source>Ordered as %1</source>
        <translation>订购为 %1</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>风向</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>not confirmed</source>
        <translation>未确认</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>hot aisle (P2C)</source>
        <translation>热通道（P2C）</translation>
    </message>
    <message>
        <source>cold aisle (C2P)</source>
        <translation>冷通道（C2P）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>A planned cable may share the ports of the cable it replaces while both exist; the checks, the trace and the BOM see only the new one.</source>
        <translation>计划中的线缆在两者并存期间可与其替换的线缆共用端口；检查、追踪和物料清单只考虑新线缆。</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replaced by</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>none (a cable id)</source>
        <translation>无（线缆标识）</translation>
    </message>
    <message>
        <source>A%1</source>
        <translation>A%1</translation>
    </message>
    <message>
        <source>B%1</source>
        <translation>B%1</translation>
    </message>
    <message>
        <source>Tray %1</source>
        <translation>线槽 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trays</source>
        <translation>
            <numerusform>%n 条线槽</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Kind of %1</source>
        <translation>设置 %1 的类型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> 毫米</translation>
    </message>
    <message>
        <source>Set Width of %1</source>
        <translation>设置 %1 的宽度</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Set Depth of %1</source>
        <translation>设置 %1 的深度</translation>
    </message>
    <message>
        <source>Fill limit</source>
        <translation>填充上限</translation>
    </message>
    <message>
        <source>Set Fill Limit of %1</source>
        <translation>设置 %1 的填充上限</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>填充率</translation>
    </message>
    <message>
        <source>%1 % of its %2 % limit</source>
        <translation>%1 %（上限 %2 %）</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……另有 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Cables (%1)</source>
        <translation>线缆（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n tray nodes</source>
        <translation>
            <numerusform>%n 个线槽节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Tray node %1</source>
        <translation>线槽节点 %1</translation>
    </message>
    <message>
        <source> m</source>
        <translation> 米</translation>
    </message>
    <message>
        <source>Move Tray Node %1</source>
        <translation>移动线槽节点 %1</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>The racks whose cables rise to this node, separated by commas</source>
        <translation>线缆上引到此节点的机柜，以逗号分隔</translation>
    </message>
    <message>
        <source>There is no rack %1</source>
        <translation>没有机柜 %1</translation>
    </message>
    <message>
        <source>Set Drops to %1</source>
        <translation>设置引入 %1 的引下点</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>引下点</translation>
    </message>
    <message>
        <source>Trays</source>
        <translation>线槽</translation>
    </message>
</context>
<context>
    <name>railyard::RackDropTool</name>
    <message>
        <source>%1 would stand on rack %2</source>
        <translation>%1 会与机柜 %2 重叠</translation>
    </message>
    <message>
        <source>a transceiver goes into a cage: drop it on a device in the Rack elevations view</source>
        <translation>收发器应插入笼位：请拖放到机柜立面图中的设备上</translation>
    </message>
    <message>
        <source>cables are added by dragging from one port to another in the Rack elevations view</source>
        <translation>在机柜立面图中从一个端口拖到另一个端口即可添加线缆</translation>
    </message>
    <message>
        <source>a device goes into a rack: drop it on a rack in the Rack elevations view</source>
        <translation>设备应放入机柜：请拖放到机柜立面图中的机柜上</translation>
    </message>
</context>
<context>
    <name>railyard::RevisionController</name>
    <message>
        <source>Compare with Revision</source>
        <translation>与修订版比较</translation>
    </message>
    <message>
        <source>This document has no revisions yet. File ▸ Save Revision… keeps the design as it is now, to compare with later.</source>
        <translation>本文档还没有修订版。“文件 ▸ 保存修订版…”会保存当前设计，以便日后比较。</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>修订版(&amp;R)：</translation>
    </message>
    <message>
        <source>Restore Revision</source>
        <translation>恢复修订版</translation>
    </message>
    <message>
        <source>Delete Revision</source>
        <translation>删除修订版</translation>
    </message>
    <message>
        <source>Export Change Order</source>
        <translation>导出变更单</translation>
    </message>
    <message>
        <source>%1 change order from %2.xlsx</source>
        <translation>%1 变更单（自 %2）.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;PDF to tick off (*.pdf);;CSV (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;可勾选的 PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing the change order…</source>
        <translation>正在写入变更单…</translation>
    </message>
    <message>
        <source>Cannot write the change order</source>
        <translation>无法写入变更单</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未写入任何内容。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Change order of %n step(s) written to %1</source>
        <translation>
            <numerusform>已将含 %n 个步骤的变更单写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving revision “%1”…</source>
        <translation>正在保存修订版“%1”…</translation>
    </message>
    <message>
        <source>Revision “%1” kept; it is written with the document when you save it.</source>
        <translation>已保留修订版“%1”；保存文档时会一并写入。</translation>
    </message>
    <message>
        <source>Reading revision “%1”…</source>
        <translation>正在读取修订版“%1”…</translation>
    </message>
    <message>
        <source>Cannot read revision “%1”:
%2</source>
        <translation>无法读取修订版“%1”：
%2</translation>
    </message>
    <message>
        <source>Make the design what it was in revision “%1”? Edit ▸ Undo brings the design back as it is now; every revision is kept.</source>
        <translation>将设计恢复为修订版“%1”时的状态？“编辑 ▸ 撤销”可找回当前设计；所有修订版都会保留。</translation>
    </message>
    <message>
        <source>Restored revision “%1”; checking the design again.</source>
        <translation>已恢复修订版“%1”；正在重新检查设计。</translation>
    </message>
    <message>
        <source>Forget revision “%1”? Edit ▸ Undo brings it back until the document is closed.</source>
        <translation>删除修订版“%1”？在关闭文档之前，“编辑 ▸ 撤销”可将其找回。</translation>
    </message>
    <message>
        <source>revision “%1”</source>
        <translation>修订版“%1”</translation>
    </message>
</context>
<context>
    <name>railyard::RevisionsPanel</name>
    <message>
        <source>row</source>
        <translation>排</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U 位</translation>
    </message>
    <message>
        <source>scalable unit</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>rail</source>
        <translation>轨道</translation>
    </message>
    <message>
        <source>airflow</source>
        <translation>气流</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>ends (re-patched)</source>
        <translation>端点（已重新跳接）</translation>
    </message>
    <message>
        <source>install status</source>
        <translation>安装状态</translation>
    </message>
    <message>
        <source>test results</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>replaces</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>&amp;Save Revision…</source>
        <translation>保存修订版(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>恢复(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>S&amp;top Comparing</source>
        <translation>停止比较(&amp;T)</translation>
    </message>
    <message>
        <source>No revisions yet. Save Revision… keeps the design as it is now inside the document, to compare with and to order the changes from later.</source>
        <translation>还没有修订版。“保存修订版…”会把当前设计保存在文档中，以便日后比较并据此生成变更单。</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Double-click a revision to compare the design with it.</source>
        <translation>双击修订版即可将设计与之比较。</translation>
    </message>
    <message>
        <source>Double-click a change to show the object.</source>
        <translation>双击变更即可显示对象。</translation>
    </message>
    <message>
        <source>Compare the design with a revision to see what changed since, in every view.</source>
        <translation>将设计与某个修订版比较，即可在所有视图中看到此后的变更。</translation>
    </message>
    <message>
        <source>%1 added, %2 removed, %3 changed</source>
        <translation>新增 %1，移除 %2，更改 %3</translation>
    </message>
    <message>
        <source>+ %1 (added)</source>
        <translation>+ %1（新增）</translation>
    </message>
    <message>
        <source>− %1 (removed)</source>
        <translation>− %1（移除）</translation>
    </message>
    <message>
        <source>~ %1: %2</source>
        <translation>~ %1：%2</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Nothing changed since revision “%1”.</source>
        <translation>自修订版“%1”以来没有变更。</translation>
    </message>
    <message numerus="yes">
        <source>Since revision “%1”: %n change(s).</source>
        <translation>
            <numerusform>自修订版“%1”以来：%n 处变更。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::SaveRevisionDialog</name>
    <message>
        <source>Save Revision</source>
        <translation>保存修订版</translation>
    </message>
    <message>
        <source>Keeps the design as it is now inside the document, to compare with, to order the changes from and to restore later. It is written with the document when you save it.</source>
        <translation>将当前设计保存在文档中，以便日后比较、据此生成变更单或恢复。保存文档时会一并写入。</translation>
    </message>
    <message>
        <source>What this state is: &quot;as built&quot;, &quot;issued for quote&quot;…</source>
        <translation>此状态是什么：“竣工”“已发出报价”…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>railyard::SceneTools</name>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>railyard::TestColumnsDialog</name>
    <message>
        <source>Cable (id or label):</source>
        <translation>线缆（编号或标签）：</translation>
    </message>
    <message>
        <source>Fiber:</source>
        <translation>光纤：</translation>
    </message>
    <message>
        <source>Wavelength (nm):</source>
        <translation>波长 (nm)：</translation>
    </message>
    <message>
        <source>Loss (dB):</source>
        <translation>损耗 (dB)：</translation>
    </message>
    <message>
        <source>Tester&apos;s limit (dB):</source>
        <translation>测试仪限值 (dB)：</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>Result (pass or fail):</source>
        <translation>结果（通过或失败）：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Tester or operator:</source>
        <translation>测试仪或操作员：</translation>
    </message>
    <message>
        <source>Columns of %1</source>
        <translation>%1 的列</translation>
    </message>
    <message>
        <source>Which column of the tester&apos;s export holds what. Only the cable and the loss (or the result) are needed.</source>
        <translation>测试仪导出文件中每一列的含义。只需线缆和损耗（或结果）两列。</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>A column per wavelength</source>
        <translation>每个波长一列</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>Loss column</source>
        <translation>损耗列</translation>
    </message>
    <message>
        <source>Limit column</source>
        <translation>限值列</translation>
    </message>
    <message>
        <source>&amp;Add Wavelength</source>
        <translation>添加波长(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>米</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>英尺</translation>
    </message>
    <message>
        <source>Lengths without a unit are in:</source>
        <translation>无单位的长度单位为：</translation>
    </message>
    <message>
        <source>optional, e.g. ^(.*)-F\d+$ (the first group is the cable)</source>
        <translation>可选，例如 ^(.*)-F\d+$（第一个分组为线缆）</translation>
    </message>
    <message>
        <source>Cable pattern:</source>
        <translation>线缆模式：</translation>
    </message>
    <message>
        <source>Words for a pass:</source>
        <translation>表示通过的词：</translation>
    </message>
    <message>
        <source>Words for a fail:</source>
        <translation>表示失败的词：</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Load Profile…</source>
        <translation>加载配置(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save Profile…</source>
        <translation>保存配置(&amp;S)…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Choose the column of the cable.</source>
        <translation>请选择线缆所在的列。</translation>
    </message>
    <message>
        <source>Choose the column of the loss or of the result.</source>
        <translation>请选择损耗或结果所在的列。</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) read.</source>
        <translation>
            <numerusform>已读取 %n 条结果。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Column Profile</source>
        <translation>加载列配置</translation>
    </message>
    <message>
        <source>Column profiles (*.json)</source>
        <translation>列配置 (*.json)</translation>
    </message>
    <message>
        <source>Cannot load the column profile</source>
        <translation>无法加载列配置</translation>
    </message>
    <message>
        <source>Save Column Profile</source>
        <translation>保存列配置</translation>
    </message>
    <message>
        <source>Cannot save the column profile</source>
        <translation>无法保存列配置</translation>
    </message>
</context>
<context>
    <name>railyard::TracePanel</name>
    <message>
        <source>Select a cable to see its channel from module to module: every cord, adapter and trunk, the length against the optics&apos; reach, the loss against their budget, and the polarity.</source>
        <translation>选择一条线缆，查看其从模块到模块的链路：每条跳线、适配器和主干光缆，长度与光模块传输距离的对比，损耗与预算的对比，以及极性。</translation>
    </message>
    <message>
        <source>%1 is on no channel: no path through it reaches a transceiver.</source>
        <translation>%1 不在任何链路上：经过它的路径都到不了光模块。</translation>
    </message>
</context>
<context>
    <name>railyard::ValidationPanel</name>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Fix: %1</source>
        <translation>修复(&amp;F)：%1</translation>
    </message>
    <message>
        <source>Select an issue that has a clear fix</source>
        <translation>请选择有明确修复方法的问题</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>No design is open.</source>
        <translation>没有打开的设计。</translation>
    </message>
    <message>
        <source>Checking the design…</source>
        <translation>正在校验设计…</translation>
    </message>
    <message>
        <source>No issues: the design passes every check.</source>
        <translation>没有问题：设计通过了所有检查。</translation>
    </message>
    <message>
        <source>No issue matches the filter.</source>
        <translation>没有符合筛选条件的问题。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <translation>
            <numerusform>%Ln 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning(s)</source>
        <translation>
            <numerusform>%Ln 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln info(s)</source>
        <translation>
            <numerusform>%Ln 条提示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>railyard::VerificationPanel</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Design link</source>
        <translation>设计中的链路</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>实际发现</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>全部状态</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Export Verification</source>
        <translation>导出比对结果</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the verification</source>
        <translation>无法导出比对结果</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Nothing was written.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;未写入任何内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>verification.xlsx</source>
        <translation>verification.xlsx</translation>
    </message>
    <message>
        <source>File ▸ Verify Against Discovered Topology compares the design with what the running fabric reports: ibnetdiscover for InfiniBand, LLDP for Ethernet.</source>
        <translation>文件 ▸ 与发现的拓扑比对：将设计与运行中网络的报告进行比对——InfiniBand 用 ibnetdiscover，以太网用 LLDP。</translation>
    </message>
</context>
<context>
    <name>railyard::WindowDocks</name>
    <message>
        <source>Catalog</source>
        <translation>部件目录</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>比对</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>链路追踪</translation>
    </message>
    <message>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;打开的设计&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Commissioning</source>
        <translation>调试验收</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>修订版</translation>
    </message>
</context>
<context>
    <name>railyard::WindowViews</name>
    <message>
        <source>Floor plan</source>
        <translation>平面图</translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络拓扑</translation>
    </message>
</context>
</TS>
